import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { tagAntwoord, tagBijwerken, tagGebruik, tagsVerwijderd, tagToevoegen } from "@/lib/schemas/tags";
import { addTag, deleteTags, editTag, listTags, tagsTimesUsed } from "@/lib/services/categorieen";
import { defineRoute, idTekst, requires } from "../route";

const nrWaarde = idTekst("Nummer van een tag");

/** `?nrs=1&nrs=2` arrives as an array, `?nrs=1` as one value: both become a list. */
const nrs = z
  .union([nrWaarde, z.array(nrWaarde)], { error: "geef de nummers van de tags (nrs)" })
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.number()).min(1, "geef minstens één tagnummer").max(1000, "hoogstens 1000 tags tegelijk"))
  .openapi({ type: "array", items: { type: "integer" }, description: "Nummers van de tags, herhaald: ?nrs=1&nrs=2", param: { required: true, style: "form", explode: true } });

export default [
  defineRoute({
    method: "get",
    path: "/Tag",
    summary: "Alle tags van de administratie, op naam (voor elke medewerker: tags kiezen bij notities en dossieritems)",
    response: z.array(tagAntwoord),
    handler: (_i, ctx) => listTags(ctx),
  }),
  defineRoute({
    method: "get",
    path: "/Tag/TimesUsed",
    summary: "Per tag hoe vaak hij gebruikt is, bij notities en bij dossieritems",
    permission: requires(guards.tags),
    response: z.array(tagGebruik),
    handler: (_i, ctx) => tagsTimesUsed(ctx),
  }),
  defineRoute({
    method: "post",
    path: "/Tag/add",
    summary: "Tag toevoegen; de naam is uniek binnen de administratie (hoofdletters tellen niet)",
    permission: requires(guards.tags),
    body: tagToevoegen,
    response: tagAntwoord,
    handler: ({ body }, ctx) => addTag(ctx, body),
  }),
  defineRoute({
    method: "post",
    path: "/Tag/edit",
    summary: "Tag hernoemen",
    permission: requires(guards.tags),
    body: tagBijwerken,
    response: tagAntwoord,
    handler: ({ body }, ctx) => editTag(ctx, body),
  }),
  defineRoute({
    method: "delete",
    path: "/Tag/delete",
    summary: "Meerdere tags tegelijk verwijderen (alles of niets; een onbekend nummer verwijdert niets); gebruikte tags gaan ook van hun notities en dossieritems af",
    permission: requires(guards.tags),
    query: z.object({ nrs }),
    response: tagsVerwijderd,
    handler: ({ query }, ctx) => deleteTags(ctx, query.nrs),
  }),
];
