import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { SchilBerichten } from "@/components/providers/berichten";
import { Toaster } from "@/components/ui/toast";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Leerroute", template: "%s · Leerroute" },
  description: "Leerlingadministratie, leerroutes en planning voor scholen",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-background text-foreground antialiased">
        <SchilBerichten>
          {children}
          <Toaster />
        </SchilBerichten>
      </body>
    </html>
  );
}
