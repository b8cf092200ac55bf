// Pure permission model of spec §6, shared by server (API, page guards) and UI.
export * from "./constants";
export * from "./rules";
export * from "./guards";
export * from "./filters";
