import { notFound } from "next/navigation";
import { metBerichten } from "@/components/providers/berichten";

// The primitives showcase is for developers; a production server shows it only when asked to.
function DevLayout({ children }: { children: React.ReactNode }) {
  if (process.env.NODE_ENV === "production" && process.env.LEERROUTE_DEV_PAGES !== "1") notFound();
  return children;
}

export default metBerichten("dev/layout", DevLayout);
