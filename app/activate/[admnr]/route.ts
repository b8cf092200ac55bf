import { NextResponse, type NextRequest } from "next/server";

export const dynamic = "force-dynamic";

/** The link in an activation mail: hands over to the set-password page, which checks the token. */
export async function GET(req: NextRequest, { params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const userId = req.nextUrl.searchParams.get("userId") ?? "";
  const token = req.nextUrl.searchParams.get("token") ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(admnr)) return NextResponse.json({ error: "NOT_FOUND", message: "Administratie niet gevonden." }, { status: 404 });
  const target = new URL("/account/wachtwoord-instellen", req.nextUrl.origin);
  target.searchParams.set("userId", userId);
  target.searchParams.set("token", token);
  return NextResponse.redirect(target, 303);
}
