import type { NextRequest } from "next/server";
import { handlers, ssoFouten } from "@/lib/auth";
import { clientAdres } from "@/lib/auth/client-adres";
import { ssoTeVaak } from "@/lib/services/sso";

/**
 * Auth.js answers a failed OpenID Connect callback (tampered state or nonce, an expired or used
 * code, a provider error) with a redirect to the sign-in page and error=Configuration; the cause
 * is only logged. For the school's own providers (issue 31) the redirect names the cause instead
 * (`sso=state|nonce|code|mislukt`), so the sign-in page can say in Dutch what went wrong.
 */
function ssoReden(fout: unknown): "state" | "nonce" | "code" | "mislukt" {
  const teksten: string[] = [];
  for (let f: unknown = fout, i = 0; f && i < 5; i++) {
    const e = f as { message?: unknown; error?: unknown; cause?: unknown };
    teksten.push(String(e.message ?? ""), String(e.error ?? ""));
    f = e.cause && typeof e.cause === "object" && "err" in e.cause ? (e.cause as { err: unknown }).err : e.cause;
  }
  const tekst = teksten.join(" ").toLowerCase();
  if (tekst.includes("invalid_grant")) return "code";
  if (tekst.includes("nonce")) return "nonce";
  if (tekst.includes("state")) return "state";
  return "mislukt";
}

async function metSsoReden(req: NextRequest, res: Response): Promise<Response> {
  const fout = ssoFouten.get(req);
  const locatie = res.headers.get("location");
  if (fout === undefined || !locatie || !/[?&]error=/.test(locatie)) return res;
  const reden = ssoReden(fout);
  console.warn(JSON.stringify({ at: "sso-geweigerd", reden, pad: new URL(req.url).pathname }));
  const url = new URL(locatie);
  url.search = `?sso=${reden}`;
  const headers = new Headers(res.headers);
  headers.set("location", url.toString());
  return new Response(null, { status: res.status, headers });
}

/**
 * The SSO entry points (starting a sign-in at a school's provider, its callback) are limited per
 * client address (lib/services/sso.ts `ssoTeVaak`): each start fetches the provider's discovery
 * document, so they must not be a way to make this server fetch without end. Over the limit the
 * browser goes to the sign-in page with sso=teVaak (as JSON for the sign-in button's fetch).
 */
async function teVaak(req: NextRequest): Promise<Response | null> {
  if (!/^\/api\/auth\/(?:signin|callback)\/oidc-/.test(new URL(req.url).pathname)) return null;
  if (!(await ssoTeVaak(clientAdres(req.headers)))) return null;
  const url = new URL("/account/login?sso=teVaak", req.url).toString();
  if (req.headers.get("x-auth-return-redirect")) return Response.json({ url });
  return new Response(null, { status: 302, headers: { location: url } });
}

export async function GET(req: NextRequest) {
  return (await teVaak(req)) ?? metSsoReden(req, await handlers.GET(req));
}

export async function POST(req: NextRequest) {
  return (await teVaak(req)) ?? metSsoReden(req, await handlers.POST(req));
}
