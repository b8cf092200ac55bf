import { NotFoundBody } from "@/components/shell/not-found-body";

/** Outside an administration (or not a member of it): home is the administration chooser. */
export default function NotFound() {
  return (
    <main>
      <NotFoundBody home="/" />
    </main>
  );
}
