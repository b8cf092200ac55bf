import { NotFoundBody } from "@/components/shell/not-found-body";
import { paginaTitel } from "@/lib/i18n/metadata";

/** The tab's title for a path outside any route (root not-found supports metadata). */
export const generateMetadata = paginaTitel("translation.notFound.paginaTitel");

/** Outside an administration (or not a member of it): home is the administration chooser. */
export default function NotFound() {
  return (
    <main>
      <NotFoundBody home="/" />
    </main>
  );
}
