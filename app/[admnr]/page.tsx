import { requireTenant } from "@/lib/auth/page";

export default async function TenantHome({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant } = await requireTenant(admnr);
  return (
    <section className="space-y-2">
      <h1 className="text-2xl font-semibold">{tenant.naam}</h1>
      <p className="text-muted-foreground">Welkom in Leerroute.</p>
    </section>
  );
}
