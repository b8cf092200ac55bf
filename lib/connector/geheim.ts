import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets at rest (the connector's private key): AES-256-GCM with a key derived (HKDF-SHA256)
 * from CONNECTOR_SECRET, or else AUTH_SECRET, so the database alone does not hold a usable key.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). Changing the secret makes stored keys
 * unreadable: the certificate must then be requested again.
 */
function sleutel(): Buffer {
  const geheim = process.env.CONNECTOR_SECRET || process.env.AUTH_SECRET;
  if (!geheim) throw new Error("CONNECTOR_SECRET of AUTH_SECRET ontbreekt: de sleutel van de koppeling kan niet worden versleuteld.");
  return Buffer.from(hkdfSync("sha256", geheim, "leerroute", "connector-private-key-v1", 32));
}

export function versleutel(tekst: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sleutel(), iv);
  const data = Buffer.concat([cipher.update(tekst, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function ontsleutel(opgeslagen: string): string {
  const [versie, iv, tag, data] = opgeslagen.split(".");
  if (versie !== "v1" || !iv || !tag || data === undefined) throw new Error("Onbekend formaat van een versleuteld geheim.");
  const decipher = createDecipheriv("aes-256-gcm", sleutel(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
