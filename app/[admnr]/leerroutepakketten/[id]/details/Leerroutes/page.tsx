import type { Metadata } from "next";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listLeerroutesVanPakket } from "@/lib/services/leerroutepakketten";

export const metadata: Metadata = { title: "Leerroutes" };

export default async function LeerroutesPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  const leerroutes = await listLeerroutesVanPakket(p.ctx, p.id);
  return (
    <section className="space-y-4" aria-labelledby="leerroutes-titel">
      <h2 id="leerroutes-titel" className="text-lg font-semibold">
        Leerroutes
      </h2>
      {leerroutes.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Dit pakket heeft nog geen leerroutes.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Nummer</TableHead>
              <TableHead>Naam</TableHead>
              <TableHead>Uitstroombestemmingen</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leerroutes.map((l) => (
              <TableRow key={l.nummer}>
                <TableCell>{l.nummer}</TableCell>
                <TableCell>
                  <span className="font-medium">{l.naam}</span>
                </TableCell>
                <TableCell>{l.uitstroombestemmingen.join(", ")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
