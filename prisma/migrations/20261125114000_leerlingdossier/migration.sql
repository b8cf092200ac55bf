-- Issue 16: the append-only access log of the pupil file (who read which note document, dossier
-- item or form of which pupil, and when). No foreign key to the pupil or the reader: the log
-- outlives an erased pupil. Rows are only ever added: a trigger refuses UPDATE and DELETE.
CREATE TABLE "DossierInzage" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "gebruikerId" UUID,
    "apiKeyId" INTEGER,
    "soort" TEXT NOT NULL,
    "objectId" INTEGER,
    "tijdstip" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DossierInzage_pkey" PRIMARY KEY ("administratieNr","id")
);

CREATE INDEX "DossierInzage_administratieNr_leerlingId_tijdstip_idx" ON "DossierInzage"("administratieNr", "leerlingId", "tijdstip");

ALTER TABLE "DossierInzage" ADD CONSTRAINT "DossierInzage_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE FUNCTION "dossier_inzage_alleen_toevoegen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'DossierInzage is een logboek: regels worden alleen toegevoegd, nooit gewijzigd of verwijderd';
END
$$;

CREATE TRIGGER "DossierInzage_alleen_toevoegen" BEFORE UPDATE OR DELETE ON "DossierInzage"
  FOR EACH ROW EXECUTE FUNCTION "dossier_inzage_alleen_toevoegen"();
