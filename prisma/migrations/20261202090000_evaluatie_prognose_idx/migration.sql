-- Issue 34: the forecast (lib/services/prognose.ts, Monitor/PrognosePerLeerling, Opbrengsten/
-- PrognoseRisico, the parent-meeting page) reads every evaluation of a group's pupils in a package
-- up to a period, grouped per pupil and period in that order. No index had the package before the
-- pupil with the period after it: Postgres read the whole table (30 pupils × 12 periods × 100
-- indicators = 44,400 of the bench's rows) and sorted them, 50–500 ms on the shared machine
-- (bench/prognose.ts). This index holds every column the statement reads, in its grouping order:
-- an index-only scan of the group's rows, no sort. Score and indicator are key columns (Prisma's
-- schema cannot state INCLUDE columns; keys keep `prisma migrate diff` without drift).
CREATE INDEX "Evaluatie_prognose_idx" ON "Evaluatie"("administratieNr", "leerroutepakketId", "leerlingId", "schooljaar", "periodeNummer", "indicatorId", "score");
