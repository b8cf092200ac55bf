-- Issue 20 (docs/scale-out.md): every key of a table that carries "administratieNr" contains it, so
-- these tables can be distributed by administration (Citus) and joined on their shard.

-- LesLesbron links a lesson (customer content) to a resource of one administration: it moves
-- with the resource and takes its administration.
ALTER TABLE "LesLesbron" DROP CONSTRAINT "LesLesbron_lesbronId_fkey";
DROP INDEX "LesLesbron_lesbronId_idx";
ALTER TABLE "LesLesbron" ADD COLUMN "administratieNr" INTEGER;
UPDATE "LesLesbron" ll SET "administratieNr" = b."administratieNr" FROM "Lesbron" b WHERE b.id = ll."lesbronId";
ALTER TABLE "LesLesbron" ALTER COLUMN "administratieNr" SET NOT NULL;
ALTER TABLE "LesLesbron" DROP CONSTRAINT "LesLesbron_pkey",
ADD CONSTRAINT "LesLesbron_pkey" PRIMARY KEY ("administratieNr", "lesId", "lesbronId");

ALTER TABLE "LesBundelMedewerker" DROP CONSTRAINT "LesBundelMedewerker_pkey",
ADD CONSTRAINT "LesBundelMedewerker_pkey" PRIMARY KEY ("administratieNr", "lesBundelId", "gebruikerId");

ALTER TABLE "LesBundelSuggestie" DROP CONSTRAINT "LesBundelSuggestie_pkey",
ADD CONSTRAINT "LesBundelSuggestie_pkey" PRIMARY KEY ("administratieNr", "id");

ALTER TABLE "Lesbron" DROP CONSTRAINT "Lesbron_pkey",
ADD CONSTRAINT "Lesbron_pkey" PRIMARY KEY ("administratieNr", "id");

ALTER TABLE "NieuwsAfbeelding" DROP CONSTRAINT "NieuwsAfbeelding_pkey",
ADD CONSTRAINT "NieuwsAfbeelding_pkey" PRIMARY KEY ("administratieNr", "artikelId", "bestandId");

CREATE INDEX "LesBundelMedewerker_lesBundelId_idx" ON "LesBundelMedewerker"("lesBundelId");
CREATE INDEX "LesLesbron_administratieNr_lesbronId_idx" ON "LesLesbron"("administratieNr", "lesbronId");
CREATE INDEX "LesLesbron_lesId_idx" ON "LesLesbron"("lesId");

ALTER TABLE "LesLesbron" ADD CONSTRAINT "LesLesbron_administratieNr_lesbronId_fkey" FOREIGN KEY ("administratieNr", "lesbronId") REFERENCES "Lesbron"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An API key is looked up within the administration the call names; a file key within its
-- administration (it starts with the number anyway).
CREATE UNIQUE INDEX "ApiKey_administratieNr_keyHash_key" ON "ApiKey"("administratieNr", "keyHash");
DROP INDEX "ApiKey_keyHash_key";
CREATE UNIQUE INDEX "Bestand_administratieNr_opslagsleutel_key" ON "Bestand"("administratieNr", "opslagsleutel");
DROP INDEX "Bestand_opslagsleutel_key";
