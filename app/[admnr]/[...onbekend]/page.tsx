import { notFound } from "next/navigation";

/** Any unknown path inside an administration: the not-found page inside the shell (app/[admnr]/not-found.tsx). */
export default function Onbekend() {
  notFound();
}
