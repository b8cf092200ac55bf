import * as z from "zod";

/**
 * Bodies of the sign-in method calls (issue 31: OpenID Connect providers per administration):
 * parsed by the API routes and, through `inlogmethodeFormulier`, by the screen's form.
 */

const DOMEIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const LOKAAL = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * An e-mail domain as stored and compared: lower case, no leading @, no trailing dot, an
 * international name in its ASCII form (bücher.nl → xn--bcher-kva.nl, as the URL standard does in
 * Node and the browser). Exact matches only: a subdomain (staf.deregenboog.nl) is its own domain.
 */
export function asciiDomein(invoer: string): string {
  const d = invoer.trim().toLowerCase().replace(/^@/, "").replace(/\.+$/, "");
  if (!d || /[\s/\\?#@:[\]%]/.test(d)) return d;
  try {
    return new URL(`http://${d}`).hostname.replace(/\.+$/, "");
  } catch {
    return d;
  }
}

const domein = z
  .string({ error: "vul een e-maildomein in" })
  .transform(asciiDomein)
  .pipe(z.string().regex(DOMEIN, "is geen e-maildomein (zoals deregenboog.nl)"));

const domeinen = z.array(domein, { error: "noem de e-maildomeinen" }).min(1, "noem minstens één e-maildomein").max(50, "hoogstens 50 domeinen");

/**
 * https, or http on this machine only (a provider in tests); no query or fragment. Stored as given
 * (spaces trimmed only): the discovery document's `issuer` and the ID token's `iss` must equal it byte
 * for byte, and some providers' issuers end in '/' (Auth0, Microsoft Entra ID v1
 * https://sts.windows.net/<tenant>/). Auth.js builds the discovery URL without a double slash.
 */
const issuer = z
  .string({ error: "vul de issuer-URL in" })
  .trim()
  .max(500, "mag hoogstens 500 tekens lang zijn")
  .refine((v) => {
    try {
      const u = new URL(v);
      return !u.search && !u.hash && !u.username && (u.protocol === "https:" || (u.protocol === "http:" && LOKAAL.has(u.hostname)));
    } catch {
      return false;
    }
  }, "moet een https-adres zijn, zoals https://login.microsoftonline.com/<tenant>/v2.0");

const velden = {
  naam: z.string({ error: "vul de naam in" }).trim().min(1, "vul de naam in").max(100, "mag hoogstens 100 tekens lang zijn"),
  issuer,
  clientId: z.string({ error: "vul de client-id in" }).trim().min(1, "vul de client-id in").max(300, "mag hoogstens 300 tekens lang zijn"),
  domeinen,
  wachtwoordToegestaan: z.boolean({ error: "kies of aanmelden met een wachtwoord mag blijven" }),
  klantId: z.number({ error: "moet een klantnummer of null zijn" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn").nullable().optional(),
  actief: z.boolean({ error: "moet true of false zijn" }).optional(),
};
const geheim = z.string({ error: "vul het clientgeheim in" }).min(1, "vul het clientgeheim in").max(2000, "mag hoogstens 2000 tekens lang zijn");

export const inlogmethodeToevoegen = z.object({ ...velden, clientSecret: geheim });
export const inlogmethodeBijwerken = z.object({
  id: z.number({ error: "vul het nummer van de inlogmethode in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn"),
  ...velden,
  /** Empty or absent: the stored secret stays. */
  clientSecret: z.string().max(2000, "mag hoogstens 2000 tekens lang zijn").optional(),
});
export type InlogmethodeToevoegen = z.infer<typeof inlogmethodeToevoegen>;
export type InlogmethodeBijwerken = z.infer<typeof inlogmethodeBijwerken>;

/** The screen's form: domains as one text (comma or space separated), the customer as a tick. */
export const inlogmethodeFormulier = z.object({
  id: z.number().int().positive().optional(),
  naam: velden.naam,
  issuer,
  clientId: velden.clientId,
  clientSecret: z.string().max(2000, "mag hoogstens 2000 tekens lang zijn"),
  domeinenTekst: z
    .string()
    .transform((t) => t.split(/[\s,;]+/).filter(Boolean))
    .pipe(domeinen),
  wachtwoordToegestaan: z.boolean(),
  voorKlant: z.boolean(),
  actief: z.boolean(),
});
export type InlogmethodeFormulierIn = z.input<typeof inlogmethodeFormulier>;
export type InlogmethodeFormulierUit = z.output<typeof inlogmethodeFormulier>;

// Answers: the secret is never answered, only that one is stored.
export const inlogmethodeAntwoord = z.object({
  id: z.number().int(),
  naam: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  domeinen: z.array(z.string()),
  wachtwoordToegestaan: z.boolean(),
  klantId: z.number().int().nullable().describe("Gezet: geldt voor alle administraties van deze klant"),
  actief: z.boolean(),
  geheimOpgeslagen: z.boolean().describe("Altijd true: het clientgeheim is versleuteld opgeslagen en wordt nooit teruggegeven"),
  redirectUri: z.string().describe("Het adres dat bij de identiteitsprovider als redirect-URI wordt geregistreerd"),
  gewijzigdOp: z.string(),
  eigen: z.boolean().describe("false: een klantbrede methode van een andere administratie van de klant; hier alleen te lezen"),
  beheerdDoor: z.object({ administratieNr: z.number().int(), naam: z.string() }).describe("De administratie die de methode beheert"),
});
export const inlogmethodeVerwijderd = z.object({ id: z.number().int(), naam: z.string(), verwijderd: z.boolean().describe("Altijd true") });

/** One link (issuer, sub) → a staff member's login account, to remove when their provider account was recreated. */
export const inlogkoppelingVerwijderen = z.object({
  gebruikerId: z.uuid({ error: "moet een geldige id (uuid) zijn" }),
  issuer: z.string({ error: "vul de issuer in" }).min(1, "vul de issuer in").max(500, "mag hoogstens 500 tekens lang zijn"),
  sub: z.string({ error: "vul de sub in" }).min(1, "vul de sub in").max(255, "mag hoogstens 255 tekens lang zijn"),
});
export type InlogkoppelingVerwijderen = z.infer<typeof inlogkoppelingVerwijderen>;
export const inlogkoppelingAntwoord = z.object({
  issuer: z.string(),
  sub: z.string().describe("Het nummer waaronder de provider de medewerker kent"),
  gebruikerId: z.string(),
  naam: z.string(),
  email: z.string().nullable(),
  actief: z.boolean(),
  aangemaaktOp: z.string().describe("Eerste aanmelding via deze issuer"),
});
export const inlogkoppelingVerwijderd = inlogkoppelingVerwijderen.extend({ verwijderd: z.boolean().describe("Altijd true") });
