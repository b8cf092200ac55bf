import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";

export const metadata: Metadata = { title: "Afgemeld" };

export default async function LoggedOutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tenant } = await searchParams;
  // The spec requires a numeric tenant; without one this page does not exist.
  if (typeof tenant !== "string" || !/^[1-9][0-9]{0,9}$/.test(tenant)) notFound();
  const admnr = Number(tenant);
  return (
    <AuthCard title="U bent afgemeld" description="U bent veilig afgemeld bij Leerroute.">
      <Link
        href={`/account/login?returnurl=${encodeURIComponent(`/${admnr}`)}`}
        className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
      >
        Opnieuw aanmelden
      </Link>
    </AuthCard>
  );
}
