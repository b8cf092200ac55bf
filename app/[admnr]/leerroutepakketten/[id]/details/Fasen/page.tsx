import type { Metadata } from "next";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listFasenVanPakket } from "@/lib/services/leerroutepakketten";

export const metadata: Metadata = { title: "Fasen" };

export default async function FasenPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  const fasen = await listFasenVanPakket(p.ctx, p.id);
  return (
    <section className="space-y-4" aria-labelledby="fasen-titel">
      <h2 id="fasen-titel" className="text-lg font-semibold">
        Fasen
      </h2>
      {fasen.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Dit pakket heeft nog geen fasen.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nummer</TableHead>
              <TableHead>Naam</TableHead>
              <TableHead>Omschrijving</TableHead>
              <TableHead>Cellen in het stroomplan</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {fasen.map((f) => (
              <TableRow key={f.nummer}>
                <TableCell>{f.nummer}</TableCell>
                <TableCell className="font-medium">{f.naam}</TableCell>
                <TableCell>{f.omschrijving ?? ""}</TableCell>
                <TableCell>{f.aantalCellen}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
