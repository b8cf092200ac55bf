-- Issue 19: an assignment carries its group's school year and branch beside its soort, so the pupil
-- lists find "assigned in this year to a group of these branches" from one index of the assignments
-- (index-only) instead of joining every assignment of the administration to its group.
-- The copies are set by the trigger on insert and change of group, and kept equal afterwards by the
-- widened foreign key (ON UPDATE CASCADE): a group moved to another branch or year moves its
-- assignments' copies in the same statement.

ALTER TABLE "Leerlingtoewijzing" DROP CONSTRAINT "Leerlingtoewijzing_administratieNr_groepNr_groepSoort_fkey";
DROP INDEX "Groep_administratieNr_nr_soort_key";

ALTER TABLE "Leerlingtoewijzing" ADD COLUMN "groepSchooljaar" TEXT NOT NULL DEFAULT '',
ADD COLUMN "groepVestigingNr" INTEGER NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION "leerlingtoewijzing_groepsoort"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g RECORD;
BEGIN
  SELECT gr."soort", gr."schooljaar", gr."vestigingNr" INTO g
    FROM "Groep" gr WHERE gr."administratieNr" = NEW."administratieNr" AND gr."nr" = NEW."groepNr";
  IF FOUND THEN
    NEW."groepSoort" := g."soort";
    NEW."groepSchooljaar" := g."schooljaar";
    NEW."groepVestigingNr" := g."vestigingNr";
  END IF;
  RETURN NEW;
END
$$;

UPDATE "Leerlingtoewijzing" t SET "groepSchooljaar" = g."schooljaar", "groepVestigingNr" = g."vestigingNr"
  FROM "Groep" g WHERE g."administratieNr" = t."administratieNr" AND g."nr" = t."groepNr";

CREATE UNIQUE INDEX "Groep_administratieNr_nr_soort_schooljaar_vestigingNr_key" ON "Groep"("administratieNr", "nr", "soort", "schooljaar", "vestigingNr");

CREATE INDEX "Leerlingtoewijzing_jaar_idx" ON "Leerlingtoewijzing"("administratieNr", "groepSchooljaar", "leerlingId", "ingangsdatum", "einddatum", "groepVestigingNr");

ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_groepkopie_fkey" FOREIGN KEY ("administratieNr", "groepNr", "groepSoort", "groepSchooljaar", "groepVestigingNr") REFERENCES "Groep"("administratieNr", "nr", "soort", "schooljaar", "vestigingNr") ON DELETE RESTRICT ON UPDATE CASCADE;
