/** School types of a branch (Prisma enum Schoolsoort), with Dutch labels. Pure: usable in the browser. */
export const SCHOOLSOORTEN = ["BO", "SBO", "SO", "VSO", "PRO", "VO"] as const;
export type SchoolsoortCode = (typeof SCHOOLSOORTEN)[number];

export const SCHOOLSOORT_LABELS: Readonly<Record<SchoolsoortCode, string>> = {
  BO: "Basisonderwijs",
  SBO: "Speciaal basisonderwijs",
  SO: "Speciaal onderwijs",
  VSO: "Voortgezet speciaal onderwijs",
  PRO: "Praktijkonderwijs",
  VO: "Voortgezet onderwijs",
};
