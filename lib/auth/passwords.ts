import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes): ~40 ms here, slow enough for guessing, fine for sign-in.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const MIN_PASSWORD_LENGTH = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps an unknown e-mail address as slow as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("leerroute-dummy-wachtwoord");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Dutch message when a new password is not acceptable, else null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Het wachtwoord moet minstens ${MIN_PASSWORD_LENGTH} tekens lang zijn.`;
  if (password.length > 200) return "Het wachtwoord mag hoogstens 200 tekens lang zijn.";
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password))
    return "Het wachtwoord moet letters en ten minste één cijfer of ander teken bevatten.";
  return null;
}
