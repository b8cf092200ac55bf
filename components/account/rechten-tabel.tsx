"use client";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface RechtenTabelProps {
  label: string;
  /** Heading of the first column, then the bits' names in their order. */
  kop: string;
  bits: string[];
  /** Per area its name and, per bit in the order of `bits`, whether the user has it. */
  rijen: { naam: string; heeft: boolean[] }[];
  ja: string;
  nee: string;
}

/**
 * Mijn account's permission grid. A client component so the page's RSC payload carries the grid as
 * its data (~2 KB: names and yes/no), not as a second copy of its ~120 cells' markup (issue 27:
 * the server-rendered grid put ~30 KB into the payload beside the ~12 KB of HTML). The texts come
 * from the server as props: the page ships no messages for it.
 */
export function RechtenTabel({ label, kop, bits, rijen, ja, nee }: RechtenTabelProps) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>{kop}</TableHead>
          {bits.map((bit) => (
            <TableHead key={bit} className="text-center">
              {bit}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rijen.map((r) => (
          <TableRow key={r.naam}>
            <TableCell className="font-medium">{r.naam}</TableCell>
            {r.heeft.map((has, i) => (
              <TableCell key={bits[i]} className="text-center">
                {/* A mark drawn by CSS (globals.css): 117 inline SVG icons were a third of this page. */}
                <span aria-hidden className={has ? "recht-ja" : "recht-nee"} />
                <span className="sr-only">{has ? ja : nee}</span>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
