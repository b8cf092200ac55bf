import { createHash, randomBytes } from "node:crypto";
import { db, type Tx } from "@/lib/db/client";
import type { TokenSoort } from "@/lib/generated/prisma/enums";

export const TOKEN_TTL_MS: Record<TokenSoort, number> = {
  Activatie: 7 * 24 * 60 * 60_000,
  WachtwoordHerstel: 60 * 60_000,
};

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a single-use token and returns it in the clear; only its hash is stored. */
export async function createToken(
  gebruikerId: string,
  soort: TokenSoort,
  administratieNr: number | null,
  tx: Tx = db,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.gebruikerToken.create({
    data: {
      gebruikerId,
      soort,
      administratieNr,
      tokenHash: hashToken(token),
      verlooptOp: new Date(Date.now() + TOKEN_TTL_MS[soort]),
    },
  });
  return token;
}

/** A token that exists, belongs to the user, is of the kind, unused and not expired. */
export async function findValidToken(gebruikerId: string, token: string, tx: Tx = db) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await tx.gebruikerToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.gebruikerId !== gebruikerId || row.gebruiktOp || row.verlooptOp <= new Date()) return null;
  return row;
}
