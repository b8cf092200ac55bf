-- Constraints Prisma's schema language cannot express. Prisma keeps them (it reads CHECK and
-- EXCLUDE constraints and triggers from the database and does not drop them in later migrations).
-- tests/api/model.test.ts shows each one refusing an impossible state.

-- Exclusion constraints with "=" on plain columns next to a date range need btree_gist
-- (a trusted extension: a database owner may create it, no superuser needed).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- ---------------------------------------------------------------------------------------------
-- Dates: ingangsdatum <= einddatum everywhere (both inclusive; 9999-12-31 is an open end).
-- ---------------------------------------------------------------------------------------------
ALTER TABLE "Schooljaar" ADD CONSTRAINT "Schooljaar_datums_check" CHECK ("ingangsdatum" <= "einddatum");
ALTER TABLE "Schooljaar" ADD CONSTRAINT "Schooljaar_schooljaar_check"
  CHECK ("schooljaar" ~ '^[0-9]{4}-[0-9]{4}$' AND substr("schooljaar", 6, 4)::int = substr("schooljaar", 1, 4)::int + 1);
ALTER TABLE "Periode" ADD CONSTRAINT "Periode_datums_check" CHECK ("ingangsdatum" <= "einddatum");
ALTER TABLE "Periode" ADD CONSTRAINT "Periode_nummer_check" CHECK ("nummer" >= 1);
ALTER TABLE "Leerling" ADD CONSTRAINT "Leerling_datums_check" CHECK ("ingangsdatum" <= "einddatum");
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_datums_check" CHECK ("ingangsdatum" <= "einddatum");
ALTER TABLE "Schoolloopbaan" ADD CONSTRAINT "Schoolloopbaan_datums_check" CHECK ("ingangsdatum" <= "einddatum");
ALTER TABLE "LeerlingLeerroute" ADD CONSTRAINT "LeerlingLeerroute_datums_check" CHECK ("ingangsdatum" <= "einddatum");
ALTER TABLE "Handelingsplan" ADD CONSTRAINT "Handelingsplan_datums_check" CHECK ("ingangsdatum" <= "einddatum");

-- Periods of one school year do not overlap. (In these gist indexes the most selective column
-- comes first: a gist index groups its entries by the leading column.)
-- Deferred: editing a year's periods one row at a time passes through overlapping states; the
-- service validates the whole set first, the constraint checks it again at commit.
ALTER TABLE "Periode" ADD CONSTRAINT "Periode_geen_overlap"
  EXCLUDE USING gist ("schooljaar" WITH =, "administratieNr" WITH =, daterange("ingangsdatum", "einddatum", '[]') WITH &&)
  DEFERRABLE INITIALLY DEFERRED;

-- ---------------------------------------------------------------------------------------------
-- Group assignments
-- ---------------------------------------------------------------------------------------------
-- groepSoort is a copy of the group's soort: filled here on every insert and change of group, and
-- kept equal afterwards by the foreign key (administratieNr, groepNr, groepSoort) ON UPDATE CASCADE.
CREATE FUNCTION "leerlingtoewijzing_groepsoort"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."groepSoort" := COALESCE(
    (SELECT g."soort" FROM "Groep" g WHERE g."administratieNr" = NEW."administratieNr" AND g."nr" = NEW."groepNr"),
    NEW."groepSoort");
  RETURN NEW;
END
$$;
CREATE TRIGGER "leerlingtoewijzing_groepsoort" BEFORE INSERT OR UPDATE OF "groepNr", "administratieNr" ON "Leerlingtoewijzing"
  FOR EACH ROW EXECUTE FUNCTION "leerlingtoewijzing_groepsoort"();

-- A pupil is not in the same group twice at the same time ...
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_groep_geen_overlap"
  EXCLUDE USING gist ("leerlingId" WITH =, "administratieNr" WITH =, "groepNr" WITH =, daterange("ingangsdatum", "einddatum", '[]') WITH &&);
-- ... nor in two classes (Klas groups) at the same time. Onderwijsgroepen may overlap.
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_een_klas"
  EXCLUDE USING gist ("leerlingId" WITH =, "administratieNr" WITH =, daterange("ingangsdatum", "einddatum", '[]') WITH &&)
  WHERE ("groepSoort" = 'Klas');

-- One learning route per pupil and package at a time.
ALTER TABLE "LeerlingLeerroute" ADD CONSTRAINT "LeerlingLeerroute_geen_overlap"
  EXCLUDE USING gist ("leerlingId" WITH =, "administratieNr" WITH =, "leerroutepakketId" WITH =, daterange("ingangsdatum", "einddatum", '[]') WITH &&);

-- ---------------------------------------------------------------------------------------------
-- Values
-- ---------------------------------------------------------------------------------------------
ALTER TABLE "Medewerker" ADD CONSTRAINT "Medewerker_geslacht_check" CHECK ("geslacht" IN (0, 1, 2, 9));
ALTER TABLE "Leerling" ADD CONSTRAINT "Leerling_geslacht_check" CHECK ("geslacht" IN (0, 1, 2, 9));
ALTER TABLE "RolPermissie" ADD CONSTRAINT "RolPermissie_functiegebied_check" CHECK ("functiegebied" BETWEEN 0 AND 15);
ALTER TABLE "RolPermissie" ADD CONSTRAINT "RolPermissie_bits_check" CHECK ("bits" BETWEEN 0 AND 127);
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_score_check" CHECK ("score" BETWEEN 0 AND 100);
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_score_check" CHECK ("score" BETWEEN 0 AND 100);
ALTER TABLE "Bestand" ADD CONSTRAINT "Bestand_grootte_check" CHECK ("grootte" >= 0);
ALTER TABLE "Niveau" ADD CONSTRAINT "Niveau_nummer_check" CHECK ("nummer" >= 1);

-- A note is about a pupil or about a group: exactly one of the two.
ALTER TABLE "Notitie" ADD CONSTRAINT "Notitie_leerling_of_groep_check" CHECK (num_nonnulls("leerlingId", "groepNr") = 1);

-- A lesson source is a web link or a stored file, not both.
ALTER TABLE "Lesbron" ADD CONSTRAINT "Lesbron_link_of_bestand_check"
  CHECK (num_nonnulls("url", "bestandId") = 1 AND ("soort" = 'Link') = ("url" IS NOT NULL));

-- OPP versions: versie 0 is the Concept (no date), established versions 1, 2, ... have their
-- date. With the primary key this allows at most one Concept per perspective.
ALTER TABLE "OntwikkelingsperspectiefVersie" ADD CONSTRAINT "OntwikkelingsperspectiefVersie_concept_check"
  CHECK ("versie" >= 0 AND ("versie" = 0) = ("vastgesteldOp" IS NULL));

-- The parts of an Onderwijsplan point at a plan of their own kind (the kind is in their key).
ALTER TABLE "Handelingsplan" ADD CONSTRAINT "Handelingsplan_soort_check" CHECK ("soort" = 'Handelingsplan');
ALTER TABLE "Instructiegroep" ADD CONSTRAINT "Instructiegroep_soort_check" CHECK ("soort" = 'Instructiegroep');
ALTER TABLE "LeerlingplanOnderwijsplan" ADD CONSTRAINT "LeerlingplanOnderwijsplan_soort_check" CHECK ("soort" = 'Leerlingplan');

-- ---------------------------------------------------------------------------------------------
-- Deleting a whole package (or OPP template) cascades to its content along several paths; each
-- cascade is a statement of its own, so a NO ACTION check between two content tables (e.g. a
-- stroomplan cell's level) can run before the sibling cascade removed the referencing rows. These
-- checks wait until COMMIT: deleting the package still works, deleting one level, domain,
-- competency or category that is still referenced is still refused (at commit).
-- ---------------------------------------------------------------------------------------------
ALTER TABLE "Competentie" ALTER CONSTRAINT "Competentie_leerroutepakketId_domeinId_fkey" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "Competentieniveau" ALTER CONSTRAINT "Competentieniveau_leerroutepakketId_niveauNummer_fkey" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "Indicator" ALTER CONSTRAINT "Indicator_leerroutepakketId_domeinId_competentieId_fkey" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "Indicator" ALTER CONSTRAINT "Indicator_leerroutepakketId_competentieId_niveauNummer_fkey" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "LeerroutetrajectFase" ALTER CONSTRAINT "LeerroutetrajectFase_leerroutepakketId_faseNummer_fkey" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "Leerroutepakketfase" ALTER CONSTRAINT "Leerroutepakketfase_leerroutepakketId_niveauNummer_fkey" DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE "OppTemplateDefinitie" ALTER CONSTRAINT "OppTemplateDefinitie_administratieNr_templateId_categorieI_fkey" DEFERRABLE INITIALLY DEFERRED;
