import { currentGebruiker } from "@/lib/auth";
import { getClaims } from "@/lib/services/auth";

export const dynamic = "force-dynamic";

/** The signed-in user's claims; the claim of type "sub" is the user id. */
export async function GET() {
  const gebruiker = await currentGebruiker();
  if (!gebruiker) return Response.json({ error: "UNAUTHORIZED", message: "U bent niet (meer) aangemeld." }, { status: 401 });
  return Response.json(await getClaims(gebruiker.id));
}
