/**
 * One template engine for every template with definitions (forms now; OPP and pupil plans reuse
 * it): the item types, their values, validation, ordering and the JSON exchange format.
 */
export * from "./soorten";
export * from "./definities";
export * from "./uitwisseling";
export * from "./weergave";
export * from "./verwijzingen";
