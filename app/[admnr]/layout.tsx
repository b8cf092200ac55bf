import Link from "next/link";
import { logoutAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import { requireTenant } from "@/lib/auth/page";

export default async function TenantLayout({ children, params }: { children: React.ReactNode; params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant, gebruiker } = await requireTenant(admnr);
  return (
    <div className="min-h-screen">
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link href={`/${tenant.administratieNr}`} className="text-lg font-bold text-primary">
            Leerroute
          </Link>
          <span className="text-sm text-muted-foreground">{tenant.naam}</span>
          <form action={logoutAction} className="flex items-center gap-3">
            <span className="hidden text-sm sm:inline">{gebruiker.email}</span>
            <input type="hidden" name="tenant" value={tenant.administratieNr} />
            <Button type="submit" variant="outline" size="sm">
              Afmelden
            </Button>
          </form>
        </div>
      </header>
      <main className="mx-auto max-w-7xl p-4">{children}</main>
    </div>
  );
}
