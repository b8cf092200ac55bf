/**
 * One template engine for every template kind (forms, OPP, pupil plans): the item types, their
 * values, validation, ordering, the JSON exchange format and the kind declaration's shape
 * (kind.ts). The kinds themselves (kind-formulier.ts, kind-opp.ts, kind-leerlingplan.ts) are
 * imported one by one, so a page ships only its own kind's messages.
 */
export * from "./soorten";
export * from "./definities";
export * from "./uitwisseling";
export * from "./weergave";
export * from "./verwijzingen";
export * from "./kind";
