-- CreateEnum
CREATE TYPE "Schoolsoort" AS ENUM ('BO', 'SBO', 'SO', 'VSO', 'PRO', 'VO');

-- CreateEnum
CREATE TYPE "TemplateDefinitieSoort" AS ENUM ('AUB', 'CKB', 'DOM', 'DTE', 'HAN', 'IQ', 'ITEM', 'LBL', 'LR', 'LTU', 'OB', 'OL', 'SEL', 'SLE', 'MCT', 'MSE', 'OWP', 'MLE', 'MON', 'HTN');

-- CreateEnum
CREATE TYPE "SuggestieStatus" AS ENUM ('Open', 'Geaccepteerd', 'Afgewezen');

-- CreateEnum
CREATE TYPE "LesbronSoort" AS ENUM ('Bestand', 'Link', 'Afbeelding');

-- CreateEnum
CREATE TYPE "OnderwijsplanSoort" AS ENUM ('Handelingsplan', 'Instructiegroep', 'Leerlingplan');

-- CreateEnum
CREATE TYPE "ImportSoort" AS ENUM ('Leerlingen', 'Medewerkers');

-- CreateEnum
CREATE TYPE "ImportStatus" AS ENUM ('Wachtrij', 'Bezig', 'Voltooid', 'Mislukt');

-- CreateEnum
CREATE TYPE "LogNiveau" AS ENUM ('Info', 'Waarschuwing', 'Fout');

-- AlterTable
ALTER TABLE "Administratie" ADD COLUMN     "logoBestandId" INTEGER,
ADD COLUMN     "modules" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Groep" ADD COLUMN     "leerjaarNr" INTEGER,
ADD COLUMN     "vakgebiedNr" INTEGER;

-- AlterTable
ALTER TABLE "Leerlingtoewijzing" ADD COLUMN     "groepSoort" "GroepSoort" NOT NULL DEFAULT 'Klas';

-- Existing assignments take their group's kind before the key (administratieNr, groepNr, groepSoort) is added.
UPDATE "Leerlingtoewijzing" t SET "groepSoort" = g."soort" FROM "Groep" g
 WHERE g."administratieNr" = t."administratieNr" AND g."nr" = t."groepNr" AND g."soort" <> t."groepSoort";

-- AlterTable
ALTER TABLE "Vestiging" ADD COLUMN     "schoolsoort" "Schoolsoort";

-- CreateTable
CREATE TABLE "Leerjaar" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "code" TEXT,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Leerjaar_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "LeerjaarFase" (
    "administratieNr" INTEGER NOT NULL,
    "leerjaarNr" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,

    CONSTRAINT "LeerjaarFase_pkey" PRIMARY KEY ("administratieNr","leerjaarNr","leerroutepakketId","faseNummer")
);

-- CreateTable
CREATE TABLE "Schoolloopbaan" (
    "administratieNr" INTEGER NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL,
    "vestigingNr" INTEGER,
    "leerjaarNr" INTEGER,
    "schoolsoort" "Schoolsoort",
    "opmerking" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Schoolloopbaan_pkey" PRIMARY KEY ("administratieNr","leerlingId","schooljaar")
);

-- CreateTable
CREATE TABLE "LeerlingLeerroute" (
    "administratieNr" INTEGER NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL DEFAULT '9999-12-31'::date,
    "leerrouteNummer" INTEGER NOT NULL,
    "uitstroombestemmingNummer" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeerlingLeerroute_pkey" PRIMARY KEY ("administratieNr","leerlingId","leerroutepakketId","ingangsdatum")
);

-- CreateTable
CREATE TABLE "Leerroutepakket" (
    "id" SERIAL NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "gepubliceerd" BOOLEAN NOT NULL DEFAULT false,
    "gepubliceerdOp" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Leerroutepakket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdministratieLeerroutepakket" (
    "administratieNr" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdministratieLeerroutepakket_pkey" PRIMARY KEY ("administratieNr","leerroutepakketId")
);

-- CreateTable
CREATE TABLE "Niveau" (
    "leerroutepakketId" INTEGER NOT NULL,
    "nummer" INTEGER NOT NULL,
    "waarde" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "omschrijving" TEXT,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "Niveau_pkey" PRIMARY KEY ("leerroutepakketId","nummer")
);

-- CreateTable
CREATE TABLE "Domein" (
    "id" SERIAL NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "code" TEXT,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Domein_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competentie" (
    "id" SERIAL NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Competentie_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competentieniveau" (
    "leerroutepakketId" INTEGER NOT NULL,
    "competentieId" INTEGER NOT NULL,
    "niveauNummer" INTEGER NOT NULL,
    "omschrijving" TEXT,

    CONSTRAINT "Competentieniveau_pkey" PRIMARY KEY ("leerroutepakketId","competentieId","niveauNummer")
);

-- CreateTable
CREATE TABLE "Indicator" (
    "id" SERIAL NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "competentieId" INTEGER NOT NULL,
    "niveauNummer" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "code" TEXT,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Indicator_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Fase" (
    "leerroutepakketId" INTEGER NOT NULL,
    "nummer" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "Fase_pkey" PRIMARY KEY ("leerroutepakketId","nummer")
);

-- CreateTable
CREATE TABLE "Leerroute" (
    "leerroutepakketId" INTEGER NOT NULL,
    "nummer" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,

    CONSTRAINT "Leerroute_pkey" PRIMARY KEY ("leerroutepakketId","nummer")
);

-- CreateTable
CREATE TABLE "Uitstroombestemming" (
    "leerroutepakketId" INTEGER NOT NULL,
    "nummer" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,

    CONSTRAINT "Uitstroombestemming_pkey" PRIMARY KEY ("leerroutepakketId","nummer")
);

-- CreateTable
CREATE TABLE "LeerrouteUitstroombestemming" (
    "leerroutepakketId" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "uitstroombestemmingNummer" INTEGER NOT NULL,

    CONSTRAINT "LeerrouteUitstroombestemming_pkey" PRIMARY KEY ("leerroutepakketId","leerrouteNummer","uitstroombestemmingNummer")
);

-- CreateTable
CREATE TABLE "Leerroutetraject" (
    "leerroutepakketId" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "schoolsoort" "Schoolsoort" NOT NULL,
    "naam" TEXT,
    "omschrijving" TEXT,

    CONSTRAINT "Leerroutetraject_pkey" PRIMARY KEY ("leerroutepakketId","leerrouteNummer","schoolsoort")
);

-- CreateTable
CREATE TABLE "LeerroutetrajectFase" (
    "leerroutepakketId" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "schoolsoort" "Schoolsoort" NOT NULL,
    "volgnummer" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,
    "leerjaar" TEXT NOT NULL,

    CONSTRAINT "LeerroutetrajectFase_pkey" PRIMARY KEY ("leerroutepakketId","leerrouteNummer","schoolsoort","volgnummer")
);

-- CreateTable
CREATE TABLE "Leerroutepakketfase" (
    "leerroutepakketId" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "niveauNummer" INTEGER,
    "omschrijving" TEXT,

    CONSTRAINT "Leerroutepakketfase_pkey" PRIMARY KEY ("leerroutepakketId","faseNummer","leerrouteNummer","domeinId")
);

-- CreateTable
CREATE TABLE "LeerroutepakketfaseIndicator" (
    "leerroutepakketId" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "indicatorId" INTEGER NOT NULL,

    CONSTRAINT "LeerroutepakketfaseIndicator_pkey" PRIMARY KEY ("leerroutepakketId","faseNummer","leerrouteNummer","domeinId","indicatorId")
);

-- CreateTable
CREATE TABLE "LeerroutepakketfaseLes" (
    "leerroutepakketId" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "lesId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "LeerroutepakketfaseLes_pkey" PRIMARY KEY ("leerroutepakketId","faseNummer","leerrouteNummer","domeinId","lesId")
);

-- CreateTable
CREATE TABLE "Hoofdvakgebied" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Hoofdvakgebied_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "HoofdvakgebiedDomein" (
    "administratieNr" INTEGER NOT NULL,
    "hoofdvakgebiedNr" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,

    CONSTRAINT "HoofdvakgebiedDomein_pkey" PRIMARY KEY ("administratieNr","hoofdvakgebiedNr","leerroutepakketId","domeinId")
);

-- CreateTable
CREATE TABLE "Vakgebied" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "volgnummer" INTEGER NOT NULL,
    "hoofdvakgebiedNr" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Vakgebied_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "VakgebiedCompetentie" (
    "administratieNr" INTEGER NOT NULL,
    "vakgebiedNr" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "competentieId" INTEGER NOT NULL,

    CONSTRAINT "VakgebiedCompetentie_pkey" PRIMARY KEY ("administratieNr","vakgebiedNr","leerroutepakketId","competentieId")
);

-- CreateTable
CREATE TABLE "VakgebiedLeerroutepakket" (
    "administratieNr" INTEGER NOT NULL,
    "vakgebiedNr" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "actief" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "VakgebiedLeerroutepakket_pkey" PRIMARY KEY ("administratieNr","vakgebiedNr","leerroutepakketId")
);

-- CreateTable
CREATE TABLE "Beoordelaar" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Beoordelaar_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "VakgebiedBeoordelaar" (
    "administratieNr" INTEGER NOT NULL,
    "vakgebiedNr" INTEGER NOT NULL,
    "beoordelaarNr" INTEGER NOT NULL,

    CONSTRAINT "VakgebiedBeoordelaar_pkey" PRIMARY KEY ("administratieNr","vakgebiedNr","beoordelaarNr")
);

-- CreateTable
CREATE TABLE "LesBundel" (
    "id" SERIAL NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "auteurId" UUID NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "volgnummer" INTEGER NOT NULL DEFAULT 0,
    "gepubliceerd" BOOLEAN NOT NULL DEFAULT false,
    "gepubliceerdOp" TIMESTAMP(3),
    "gedeeld" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LesBundel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LesBundelMedewerker" (
    "lesBundelId" INTEGER NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "klantId" INTEGER NOT NULL,
    "magBewerken" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LesBundelMedewerker_pkey" PRIMARY KEY ("lesBundelId","administratieNr","gebruikerId")
);

-- CreateTable
CREATE TABLE "LesBundelLeerroutepakket" (
    "lesBundelId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,

    CONSTRAINT "LesBundelLeerroutepakket_pkey" PRIMARY KEY ("lesBundelId","leerroutepakketId")
);

-- CreateTable
CREATE TABLE "LesBundelFase" (
    "lesBundelId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,

    CONSTRAINT "LesBundelFase_pkey" PRIMARY KEY ("lesBundelId","leerroutepakketId","faseNummer","leerrouteNummer","domeinId")
);

-- CreateTable
CREATE TABLE "LesBundelSuggestie" (
    "id" SERIAL NOT NULL,
    "lesBundelId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "faseNummer" INTEGER NOT NULL,
    "leerrouteNummer" INTEGER NOT NULL,
    "domeinId" INTEGER NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "voorgesteldDoor" UUID NOT NULL,
    "toelichting" TEXT,
    "status" "SuggestieStatus" NOT NULL DEFAULT 'Open',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LesBundelSuggestie_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Les" (
    "id" SERIAL NOT NULL,
    "lesBundelId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "inhoud" TEXT,
    "duurMinuten" INTEGER,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Les_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Lesbron" (
    "id" SERIAL NOT NULL,
    "lesBundelId" INTEGER NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "soort" "LesbronSoort" NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "url" TEXT,
    "bestandId" INTEGER,
    "thumbnailBestandId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Lesbron_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LesLesbron" (
    "lesId" INTEGER NOT NULL,
    "lesbronId" INTEGER NOT NULL,
    "volgnummer" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "LesLesbron_pkey" PRIMARY KEY ("lesId","lesbronId")
);

-- CreateTable
CREATE TABLE "LesIndicator" (
    "lesId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "indicatorId" INTEGER NOT NULL,

    CONSTRAINT "LesIndicator_pkey" PRIMARY KEY ("lesId","leerroutepakketId","indicatorId")
);

-- CreateTable
CREATE TABLE "Onderwijsplan" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "soort" "OnderwijsplanSoort" NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "periodeNummer" INTEGER NOT NULL,
    "vakgebiedNr" INTEGER,
    "leerroutepakketId" INTEGER,
    "titel" TEXT,
    "doel" TEXT,
    "aanpak" TEXT,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Onderwijsplan_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "OnderwijsplanDoel" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "competentieId" INTEGER NOT NULL,
    "niveauNummer" INTEGER NOT NULL,
    "indicatorId" INTEGER,
    "omschrijving" TEXT,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "OnderwijsplanDoel_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "OnderwijsplanLes" (
    "administratieNr" INTEGER NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "lesId" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "volgnummer" INTEGER NOT NULL,
    "opmerking" TEXT,
    "uitgevoerdOp" DATE,

    CONSTRAINT "OnderwijsplanLes_pkey" PRIMARY KEY ("administratieNr","onderwijsplanId","lesId")
);

-- CreateTable
CREATE TABLE "OnderwijsplanEvaluatie" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "datum" DATE NOT NULL,
    "tekst" TEXT NOT NULL,
    "doelBehaald" BOOLEAN,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OnderwijsplanEvaluatie_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Beoordeling" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "doelId" INTEGER,
    "leerlingId" INTEGER NOT NULL,
    "beoordelaarNr" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "opmerking" TEXT,
    "datum" DATE NOT NULL,
    "beoordeeldDoor" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Beoordeling_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Handelingsplan" (
    "administratieNr" INTEGER NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "soort" "OnderwijsplanSoort" NOT NULL DEFAULT 'Handelingsplan',
    "leerlingId" INTEGER NOT NULL,
    "beoordelaarNr" INTEGER,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL,

    CONSTRAINT "Handelingsplan_pkey" PRIMARY KEY ("administratieNr","onderwijsplanId")
);

-- CreateTable
CREATE TABLE "Groepsplan" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "groepNr" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "periodeNummer" INTEGER NOT NULL,
    "beginsituatie" TEXT,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Groepsplan_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Instructiegroep" (
    "administratieNr" INTEGER NOT NULL,
    "groepsplanId" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "volgnummer" INTEGER NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "soort" "OnderwijsplanSoort" NOT NULL DEFAULT 'Instructiegroep',

    CONSTRAINT "Instructiegroep_pkey" PRIMARY KEY ("administratieNr","groepsplanId","nr")
);

-- CreateTable
CREATE TABLE "InstructiegroepLeerling" (
    "administratieNr" INTEGER NOT NULL,
    "groepsplanId" INTEGER NOT NULL,
    "instructiegroepNr" INTEGER NOT NULL,
    "leerlingId" INTEGER NOT NULL,

    CONSTRAINT "InstructiegroepLeerling_pkey" PRIMARY KEY ("administratieNr","groepsplanId","instructiegroepNr","leerlingId")
);

-- CreateTable
CREATE TABLE "GroepsplanDocument" (
    "administratieNr" INTEGER NOT NULL,
    "groepsplanId" INTEGER NOT NULL,
    "bestandId" INTEGER NOT NULL,
    "instructiegroepNr" INTEGER,

    CONSTRAINT "GroepsplanDocument_pkey" PRIMARY KEY ("administratieNr","groepsplanId","bestandId")
);

-- CreateTable
CREATE TABLE "LeerlingplanTemplate" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeerlingplanTemplate_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "LeerlingplanTemplateDefinitie" (
    "administratieNr" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "soort" "TemplateDefinitieSoort" NOT NULL,
    "label" TEXT NOT NULL,
    "toelichting" TEXT,
    "verplicht" BOOLEAN NOT NULL DEFAULT false,
    "opties" JSONB,
    "vakgebiedNr" INTEGER,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "LeerlingplanTemplateDefinitie_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Leerlingplan" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Leerlingplan_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "LeerlingplanWaarde" (
    "administratieNr" INTEGER NOT NULL,
    "leerlingplanId" INTEGER NOT NULL,
    "definitieId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "periodeNummer" INTEGER NOT NULL,
    "waarde" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeerlingplanWaarde_pkey" PRIMARY KEY ("administratieNr","leerlingplanId","definitieId","periodeNummer")
);

-- CreateTable
CREATE TABLE "LeerlingplanMonitorlijn" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingplanId" INTEGER NOT NULL,
    "definitieId" INTEGER,
    "leerroutepakketId" INTEGER NOT NULL,
    "domeinId" INTEGER,
    "competentieId" INTEGER,
    "vakgebiedNr" INTEGER,
    "startniveauNummer" INTEGER,
    "doelniveauNummer" INTEGER,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "LeerlingplanMonitorlijn_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "LeerlingplanOnderwijsplan" (
    "administratieNr" INTEGER NOT NULL,
    "onderwijsplanId" INTEGER NOT NULL,
    "soort" "OnderwijsplanSoort" NOT NULL DEFAULT 'Leerlingplan',
    "leerlingplanId" INTEGER NOT NULL,
    "definitieId" INTEGER,

    CONSTRAINT "LeerlingplanOnderwijsplan_pkey" PRIMARY KEY ("administratieNr","onderwijsplanId")
);

-- CreateTable
CREATE TABLE "OppTemplate" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OppTemplate_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "OppTemplateCategorie" (
    "administratieNr" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "naam" TEXT NOT NULL,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "OppTemplateCategorie_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "OppTemplateDefinitie" (
    "administratieNr" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "categorieId" INTEGER NOT NULL,
    "soort" "TemplateDefinitieSoort" NOT NULL,
    "label" TEXT NOT NULL,
    "toelichting" TEXT,
    "verplicht" BOOLEAN NOT NULL DEFAULT false,
    "opties" JSONB,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "OppTemplateDefinitie_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Ontwikkelingsperspectief" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "periodeNummer" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER,
    "leerrouteNummer" INTEGER,
    "uitstroombestemmingNummer" INTEGER,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Ontwikkelingsperspectief_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "OntwikkelingsperspectiefVersie" (
    "administratieNr" INTEGER NOT NULL,
    "ontwikkelingsperspectiefId" INTEGER NOT NULL,
    "versie" INTEGER NOT NULL,
    "vastgesteldOp" DATE,
    "vastgesteldDoor" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OntwikkelingsperspectiefVersie_pkey" PRIMARY KEY ("administratieNr","ontwikkelingsperspectiefId","versie")
);

-- CreateTable
CREATE TABLE "OntwikkelingsperspectiefItem" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "ontwikkelingsperspectiefId" INTEGER NOT NULL,
    "versie" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "definitieId" INTEGER NOT NULL,
    "waarde" JSONB NOT NULL,
    "volgnummer" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OntwikkelingsperspectiefItem_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "OntwikkelingsperspectiefHandelingsdeel" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "ontwikkelingsperspectiefId" INTEGER NOT NULL,
    "vakgebiedNr" INTEGER,
    "leerroutepakketId" INTEGER,
    "competentieId" INTEGER,
    "niveauNummer" INTEGER,
    "doel" TEXT NOT NULL,
    "aanpak" TEXT,
    "evaluatie" TEXT,
    "volgnummer" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OntwikkelingsperspectiefHandelingsdeel_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "FormulierTemplate" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "omschrijving" TEXT,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FormulierTemplate_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "FormulierTemplateDefinitie" (
    "administratieNr" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "soort" "TemplateDefinitieSoort" NOT NULL,
    "label" TEXT NOT NULL,
    "toelichting" TEXT,
    "verplicht" BOOLEAN NOT NULL DEFAULT false,
    "opties" JSONB,
    "volgnummer" INTEGER NOT NULL,

    CONSTRAINT "FormulierTemplateDefinitie_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Formulier" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "datum" DATE NOT NULL,
    "titel" TEXT,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Formulier_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "FormulierWaarde" (
    "administratieNr" INTEGER NOT NULL,
    "formulierId" INTEGER NOT NULL,
    "definitieId" INTEGER NOT NULL,
    "templateId" INTEGER NOT NULL,
    "waarde" JSONB NOT NULL,

    CONSTRAINT "FormulierWaarde_pkey" PRIMARY KEY ("administratieNr","formulierId","definitieId")
);

-- CreateTable
CREATE TABLE "Tag" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Tag_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "NotitieSoort" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotitieSoort_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "Notitie" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER,
    "groepNr" INTEGER,
    "soortNr" INTEGER,
    "titel" TEXT NOT NULL,
    "tekst" TEXT NOT NULL,
    "datum" DATE NOT NULL,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Notitie_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "NotitieDocument" (
    "administratieNr" INTEGER NOT NULL,
    "notitieId" INTEGER NOT NULL,
    "bestandId" INTEGER NOT NULL,

    CONSTRAINT "NotitieDocument_pkey" PRIMARY KEY ("administratieNr","notitieId","bestandId")
);

-- CreateTable
CREATE TABLE "NotitieTag" (
    "administratieNr" INTEGER NOT NULL,
    "notitieId" INTEGER NOT NULL,
    "tagNr" INTEGER NOT NULL,

    CONSTRAINT "NotitieTag_pkey" PRIMARY KEY ("administratieNr","notitieId","tagNr")
);

-- CreateTable
CREATE TABLE "LeerlingdossierCategorie" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeerlingdossierCategorie_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "LeerlingdossierItem" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "categorieNr" INTEGER,
    "titel" TEXT NOT NULL,
    "omschrijving" TEXT,
    "datum" DATE NOT NULL,
    "auteurId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LeerlingdossierItem_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "LeerlingdossierDocument" (
    "administratieNr" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "bestandId" INTEGER NOT NULL,

    CONSTRAINT "LeerlingdossierDocument_pkey" PRIMARY KEY ("administratieNr","itemId","bestandId")
);

-- CreateTable
CREATE TABLE "LeerlingdossierItemTag" (
    "administratieNr" INTEGER NOT NULL,
    "itemId" INTEGER NOT NULL,
    "tagNr" INTEGER NOT NULL,

    CONSTRAINT "LeerlingdossierItemTag_pkey" PRIMARY KEY ("administratieNr","itemId","tagNr")
);

-- CreateTable
CREATE TABLE "Evaluatie" (
    "administratieNr" INTEGER NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "leerroutepakketId" INTEGER NOT NULL,
    "indicatorId" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "periodeNummer" INTEGER NOT NULL,
    "competentieId" INTEGER NOT NULL,
    "niveauNummer" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "datum" DATE NOT NULL,
    "beoordeeldDoor" UUID,
    "beoordelaarNr" INTEGER,
    "opmerking" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Evaluatie_pkey" PRIMARY KEY ("administratieNr","leerlingId","leerroutepakketId","indicatorId","schooljaar","periodeNummer")
);

-- CreateTable
CREATE TABLE "NieuwsCategorie" (
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "volgnummer" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "NieuwsCategorie_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NieuwsArtikel" (
    "id" SERIAL NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "klantId" INTEGER NOT NULL,
    "auteurId" UUID NOT NULL,
    "titel" TEXT NOT NULL,
    "samenvatting" TEXT,
    "inhoud" TEXT NOT NULL,
    "publicatiedatum" DATE,
    "gepubliceerd" BOOLEAN NOT NULL DEFAULT false,
    "voorIedereen" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NieuwsArtikel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NieuwsArtikelCategorie" (
    "artikelId" INTEGER NOT NULL,
    "categorieId" INTEGER NOT NULL,

    CONSTRAINT "NieuwsArtikelCategorie_pkey" PRIMARY KEY ("artikelId","categorieId")
);

-- CreateTable
CREATE TABLE "NieuwsAfbeelding" (
    "artikelId" INTEGER NOT NULL,
    "administratieNr" INTEGER NOT NULL,
    "bestandId" INTEGER NOT NULL,
    "volgnummer" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "NieuwsAfbeelding_pkey" PRIMARY KEY ("artikelId","bestandId")
);

-- CreateTable
CREATE TABLE "ConnectorConfiguratie" (
    "administratieNr" INTEGER NOT NULL,
    "actief" BOOLEAN NOT NULL DEFAULT false,
    "externeSchoolId" TEXT,
    "instellingen" JSONB NOT NULL DEFAULT '{}',
    "laatsteImportOp" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ConnectorConfiguratie_pkey" PRIMARY KEY ("administratieNr")
);

-- CreateTable
CREATE TABLE "ConnectorCertificaat" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "csr" TEXT NOT NULL,
    "privateKeyVersleuteld" TEXT NOT NULL,
    "certificaat" TEXT,
    "onderwerp" TEXT,
    "geldigVanaf" TIMESTAMP(3),
    "geldigTot" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ingetrokkenOp" TIMESTAMP(3),

    CONSTRAINT "ConnectorCertificaat_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "ConnectorLocatie" (
    "administratieNr" INTEGER NOT NULL,
    "externeId" TEXT NOT NULL,
    "naam" TEXT NOT NULL,
    "gekozen" BOOLEAN NOT NULL DEFAULT false,
    "vestigingNr" INTEGER,

    CONSTRAINT "ConnectorLocatie_pkey" PRIMARY KEY ("administratieNr","externeId")
);

-- CreateTable
CREATE TABLE "ConnectorImport" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "soort" "ImportSoort" NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'Wachtrij',
    "aangevraagdDoor" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "gestartOp" TIMESTAMP(3),
    "voltooidOp" TIMESTAMP(3),
    "resultaat" JSONB,
    "foutmelding" TEXT,

    CONSTRAINT "ConnectorImport_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "ConnectorLog" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "importId" INTEGER,
    "niveau" "LogNiveau" NOT NULL DEFAULT 'Info',
    "bericht" TEXT NOT NULL,
    "bestandId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConnectorLog_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "EdexImport" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "bestandId" INTEGER NOT NULL,
    "stap" TEXT NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'Bezig',
    "keuzes" JSONB NOT NULL DEFAULT '{}',
    "resultaat" JSONB,
    "aangemaaktDoor" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EdexImport_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Bestand" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "gebied" TEXT NOT NULL,
    "opslagsleutel" TEXT NOT NULL,
    "bestandsnaam" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "grootte" INTEGER NOT NULL,
    "aangemaaktDoor" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Bestand_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Leerjaar_administratieNr_naam_key" ON "Leerjaar"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "LeerjaarFase_leerroutepakketId_faseNummer_idx" ON "LeerjaarFase"("leerroutepakketId", "faseNummer");

-- CreateIndex
CREATE INDEX "Schoolloopbaan_administratieNr_schooljaar_idx" ON "Schoolloopbaan"("administratieNr", "schooljaar");

-- CreateIndex
CREATE INDEX "LeerlingLeerroute_leerroutepakketId_leerrouteNummer_idx" ON "LeerlingLeerroute"("leerroutepakketId", "leerrouteNummer");

-- CreateIndex
CREATE INDEX "Leerroutepakket_klantId_naam_idx" ON "Leerroutepakket"("klantId", "naam");

-- CreateIndex
CREATE INDEX "Leerroutepakket_administratieNr_idx" ON "Leerroutepakket"("administratieNr");

-- CreateIndex
CREATE UNIQUE INDEX "Leerroutepakket_id_klantId_key" ON "Leerroutepakket"("id", "klantId");

-- CreateIndex
CREATE INDEX "AdministratieLeerroutepakket_leerroutepakketId_idx" ON "AdministratieLeerroutepakket"("leerroutepakketId");

-- CreateIndex
CREATE UNIQUE INDEX "Domein_leerroutepakketId_id_key" ON "Domein"("leerroutepakketId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Domein_leerroutepakketId_naam_key" ON "Domein"("leerroutepakketId", "naam");

-- CreateIndex
CREATE INDEX "Competentie_leerroutepakketId_domeinId_volgnummer_idx" ON "Competentie"("leerroutepakketId", "domeinId", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "Competentie_leerroutepakketId_id_key" ON "Competentie"("leerroutepakketId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Competentie_leerroutepakketId_domeinId_id_key" ON "Competentie"("leerroutepakketId", "domeinId", "id");

-- CreateIndex
CREATE INDEX "Competentieniveau_leerroutepakketId_niveauNummer_idx" ON "Competentieniveau"("leerroutepakketId", "niveauNummer");

-- CreateIndex
CREATE INDEX "Indicator_leerroutepakketId_competentieId_niveauNummer_volg_idx" ON "Indicator"("leerroutepakketId", "competentieId", "niveauNummer", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "Indicator_leerroutepakketId_id_key" ON "Indicator"("leerroutepakketId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Indicator_leerroutepakketId_domeinId_id_key" ON "Indicator"("leerroutepakketId", "domeinId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Indicator_leerroutepakketId_competentieId_niveauNummer_id_key" ON "Indicator"("leerroutepakketId", "competentieId", "niveauNummer", "id");

-- CreateIndex
CREATE INDEX "Leerroutepakketfase_leerroutepakketId_domeinId_idx" ON "Leerroutepakketfase"("leerroutepakketId", "domeinId");

-- CreateIndex
CREATE INDEX "LeerroutepakketfaseIndicator_leerroutepakketId_indicatorId_idx" ON "LeerroutepakketfaseIndicator"("leerroutepakketId", "indicatorId");

-- CreateIndex
CREATE INDEX "LeerroutepakketfaseLes_lesId_idx" ON "LeerroutepakketfaseLes"("lesId");

-- CreateIndex
CREATE UNIQUE INDEX "Hoofdvakgebied_administratieNr_naam_key" ON "Hoofdvakgebied"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "HoofdvakgebiedDomein_leerroutepakketId_domeinId_idx" ON "HoofdvakgebiedDomein"("leerroutepakketId", "domeinId");

-- CreateIndex
CREATE UNIQUE INDEX "HoofdvakgebiedDomein_administratieNr_domeinId_key" ON "HoofdvakgebiedDomein"("administratieNr", "domeinId");

-- CreateIndex
CREATE INDEX "Vakgebied_administratieNr_hoofdvakgebiedNr_idx" ON "Vakgebied"("administratieNr", "hoofdvakgebiedNr");

-- CreateIndex
CREATE UNIQUE INDEX "Vakgebied_administratieNr_naam_key" ON "Vakgebied"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "VakgebiedCompetentie_leerroutepakketId_competentieId_idx" ON "VakgebiedCompetentie"("leerroutepakketId", "competentieId");

-- CreateIndex
CREATE UNIQUE INDEX "VakgebiedCompetentie_administratieNr_competentieId_key" ON "VakgebiedCompetentie"("administratieNr", "competentieId");

-- CreateIndex
CREATE INDEX "VakgebiedLeerroutepakket_administratieNr_leerroutepakketId_idx" ON "VakgebiedLeerroutepakket"("administratieNr", "leerroutepakketId");

-- CreateIndex
CREATE UNIQUE INDEX "Beoordelaar_administratieNr_naam_key" ON "Beoordelaar"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "VakgebiedBeoordelaar_administratieNr_beoordelaarNr_idx" ON "VakgebiedBeoordelaar"("administratieNr", "beoordelaarNr");

-- CreateIndex
CREATE INDEX "LesBundel_klantId_naam_idx" ON "LesBundel"("klantId", "naam");

-- CreateIndex
CREATE INDEX "LesBundel_administratieNr_auteurId_idx" ON "LesBundel"("administratieNr", "auteurId");

-- CreateIndex
CREATE UNIQUE INDEX "LesBundel_id_klantId_key" ON "LesBundel"("id", "klantId");

-- CreateIndex
CREATE UNIQUE INDEX "LesBundel_id_administratieNr_key" ON "LesBundel"("id", "administratieNr");

-- CreateIndex
CREATE INDEX "LesBundelMedewerker_administratieNr_gebruikerId_idx" ON "LesBundelMedewerker"("administratieNr", "gebruikerId");

-- CreateIndex
CREATE INDEX "LesBundelLeerroutepakket_leerroutepakketId_idx" ON "LesBundelLeerroutepakket"("leerroutepakketId");

-- CreateIndex
CREATE INDEX "LesBundelFase_leerroutepakketId_faseNummer_leerrouteNummer__idx" ON "LesBundelFase"("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId");

-- CreateIndex
CREATE INDEX "LesBundelSuggestie_leerroutepakketId_faseNummer_leerrouteNu_idx" ON "LesBundelSuggestie"("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId");

-- CreateIndex
CREATE INDEX "LesBundelSuggestie_lesBundelId_idx" ON "LesBundelSuggestie"("lesBundelId");

-- CreateIndex
CREATE INDEX "LesBundelSuggestie_administratieNr_voorgesteldDoor_idx" ON "LesBundelSuggestie"("administratieNr", "voorgesteldDoor");

-- CreateIndex
CREATE INDEX "Les_lesBundelId_volgnummer_idx" ON "Les"("lesBundelId", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "Les_id_klantId_key" ON "Les"("id", "klantId");

-- CreateIndex
CREATE INDEX "Lesbron_lesBundelId_idx" ON "Lesbron"("lesBundelId");

-- CreateIndex
CREATE INDEX "LesLesbron_lesbronId_idx" ON "LesLesbron"("lesbronId");

-- CreateIndex
CREATE INDEX "LesIndicator_leerroutepakketId_indicatorId_idx" ON "LesIndicator"("leerroutepakketId", "indicatorId");

-- CreateIndex
CREATE INDEX "Onderwijsplan_administratieNr_schooljaar_periodeNummer_idx" ON "Onderwijsplan"("administratieNr", "schooljaar", "periodeNummer");

-- CreateIndex
CREATE INDEX "Onderwijsplan_administratieNr_vakgebiedNr_idx" ON "Onderwijsplan"("administratieNr", "vakgebiedNr");

-- CreateIndex
CREATE UNIQUE INDEX "Onderwijsplan_administratieNr_id_soort_key" ON "Onderwijsplan"("administratieNr", "id", "soort");

-- CreateIndex
CREATE INDEX "OnderwijsplanDoel_administratieNr_onderwijsplanId_volgnumme_idx" ON "OnderwijsplanDoel"("administratieNr", "onderwijsplanId", "volgnummer");

-- CreateIndex
CREATE INDEX "OnderwijsplanDoel_leerroutepakketId_competentieId_niveauNum_idx" ON "OnderwijsplanDoel"("leerroutepakketId", "competentieId", "niveauNummer");

-- CreateIndex
CREATE UNIQUE INDEX "OnderwijsplanDoel_administratieNr_onderwijsplanId_id_key" ON "OnderwijsplanDoel"("administratieNr", "onderwijsplanId", "id");

-- CreateIndex
CREATE INDEX "OnderwijsplanLes_lesId_idx" ON "OnderwijsplanLes"("lesId");

-- CreateIndex
CREATE INDEX "OnderwijsplanEvaluatie_administratieNr_onderwijsplanId_datu_idx" ON "OnderwijsplanEvaluatie"("administratieNr", "onderwijsplanId", "datum");

-- CreateIndex
CREATE INDEX "Beoordeling_administratieNr_onderwijsplanId_idx" ON "Beoordeling"("administratieNr", "onderwijsplanId");

-- CreateIndex
CREATE INDEX "Beoordeling_administratieNr_leerlingId_idx" ON "Beoordeling"("administratieNr", "leerlingId");

-- CreateIndex
CREATE INDEX "Beoordeling_administratieNr_beoordelaarNr_idx" ON "Beoordeling"("administratieNr", "beoordelaarNr");

-- CreateIndex
CREATE INDEX "Handelingsplan_administratieNr_leerlingId_idx" ON "Handelingsplan"("administratieNr", "leerlingId");

-- CreateIndex
CREATE UNIQUE INDEX "Handelingsplan_administratieNr_onderwijsplanId_soort_key" ON "Handelingsplan"("administratieNr", "onderwijsplanId", "soort");

-- CreateIndex
CREATE INDEX "Groepsplan_administratieNr_schooljaar_periodeNummer_idx" ON "Groepsplan"("administratieNr", "schooljaar", "periodeNummer");

-- CreateIndex
CREATE UNIQUE INDEX "Groepsplan_administratieNr_groepNr_periodeNummer_key" ON "Groepsplan"("administratieNr", "groepNr", "periodeNummer");

-- CreateIndex
CREATE UNIQUE INDEX "Instructiegroep_administratieNr_onderwijsplanId_key" ON "Instructiegroep"("administratieNr", "onderwijsplanId");

-- CreateIndex
CREATE UNIQUE INDEX "Instructiegroep_administratieNr_onderwijsplanId_soort_key" ON "Instructiegroep"("administratieNr", "onderwijsplanId", "soort");

-- CreateIndex
CREATE INDEX "InstructiegroepLeerling_administratieNr_leerlingId_idx" ON "InstructiegroepLeerling"("administratieNr", "leerlingId");

-- CreateIndex
CREATE UNIQUE INDEX "InstructiegroepLeerling_administratieNr_groepsplanId_leerli_key" ON "InstructiegroepLeerling"("administratieNr", "groepsplanId", "leerlingId");

-- CreateIndex
CREATE UNIQUE INDEX "GroepsplanDocument_administratieNr_bestandId_key" ON "GroepsplanDocument"("administratieNr", "bestandId");

-- CreateIndex
CREATE UNIQUE INDEX "LeerlingplanTemplate_administratieNr_naam_key" ON "LeerlingplanTemplate"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "LeerlingplanTemplateDefinitie_administratieNr_templateId_vo_idx" ON "LeerlingplanTemplateDefinitie"("administratieNr", "templateId", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "LeerlingplanTemplateDefinitie_administratieNr_templateId_id_key" ON "LeerlingplanTemplateDefinitie"("administratieNr", "templateId", "id");

-- CreateIndex
CREATE INDEX "Leerlingplan_administratieNr_schooljaar_idx" ON "Leerlingplan"("administratieNr", "schooljaar");

-- CreateIndex
CREATE UNIQUE INDEX "Leerlingplan_administratieNr_leerlingId_templateId_schoolja_key" ON "Leerlingplan"("administratieNr", "leerlingId", "templateId", "schooljaar");

-- CreateIndex
CREATE UNIQUE INDEX "Leerlingplan_administratieNr_id_templateId_schooljaar_key" ON "Leerlingplan"("administratieNr", "id", "templateId", "schooljaar");

-- CreateIndex
CREATE INDEX "LeerlingplanMonitorlijn_administratieNr_leerlingplanId_volg_idx" ON "LeerlingplanMonitorlijn"("administratieNr", "leerlingplanId", "volgnummer");

-- CreateIndex
CREATE INDEX "LeerlingplanOnderwijsplan_administratieNr_leerlingplanId_idx" ON "LeerlingplanOnderwijsplan"("administratieNr", "leerlingplanId");

-- CreateIndex
CREATE UNIQUE INDEX "LeerlingplanOnderwijsplan_administratieNr_onderwijsplanId_s_key" ON "LeerlingplanOnderwijsplan"("administratieNr", "onderwijsplanId", "soort");

-- CreateIndex
CREATE UNIQUE INDEX "OppTemplate_administratieNr_naam_key" ON "OppTemplate"("administratieNr", "naam");

-- CreateIndex
CREATE UNIQUE INDEX "OppTemplateCategorie_administratieNr_templateId_id_key" ON "OppTemplateCategorie"("administratieNr", "templateId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "OppTemplateCategorie_administratieNr_templateId_code_key" ON "OppTemplateCategorie"("administratieNr", "templateId", "code");

-- CreateIndex
CREATE INDEX "OppTemplateDefinitie_administratieNr_categorieId_volgnummer_idx" ON "OppTemplateDefinitie"("administratieNr", "categorieId", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "OppTemplateDefinitie_administratieNr_templateId_id_key" ON "OppTemplateDefinitie"("administratieNr", "templateId", "id");

-- CreateIndex
CREATE INDEX "Ontwikkelingsperspectief_administratieNr_leerlingId_idx" ON "Ontwikkelingsperspectief"("administratieNr", "leerlingId");

-- CreateIndex
CREATE INDEX "Ontwikkelingsperspectief_administratieNr_schooljaar_periode_idx" ON "Ontwikkelingsperspectief"("administratieNr", "schooljaar", "periodeNummer");

-- CreateIndex
CREATE UNIQUE INDEX "Ontwikkelingsperspectief_administratieNr_id_templateId_key" ON "Ontwikkelingsperspectief"("administratieNr", "id", "templateId");

-- CreateIndex
CREATE INDEX "OntwikkelingsperspectiefItem_administratieNr_ontwikkelingsp_idx" ON "OntwikkelingsperspectiefItem"("administratieNr", "ontwikkelingsperspectiefId", "versie");

-- CreateIndex
CREATE INDEX "OntwikkelingsperspectiefItem_administratieNr_definitieId_idx" ON "OntwikkelingsperspectiefItem"("administratieNr", "definitieId");

-- CreateIndex
CREATE INDEX "OntwikkelingsperspectiefHandelingsdeel_administratieNr_ontw_idx" ON "OntwikkelingsperspectiefHandelingsdeel"("administratieNr", "ontwikkelingsperspectiefId", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "FormulierTemplate_administratieNr_naam_key" ON "FormulierTemplate"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "FormulierTemplateDefinitie_administratieNr_templateId_volgn_idx" ON "FormulierTemplateDefinitie"("administratieNr", "templateId", "volgnummer");

-- CreateIndex
CREATE UNIQUE INDEX "FormulierTemplateDefinitie_administratieNr_templateId_id_key" ON "FormulierTemplateDefinitie"("administratieNr", "templateId", "id");

-- CreateIndex
CREATE INDEX "Formulier_administratieNr_leerlingId_datum_idx" ON "Formulier"("administratieNr", "leerlingId", "datum");

-- CreateIndex
CREATE UNIQUE INDEX "Formulier_administratieNr_id_templateId_key" ON "Formulier"("administratieNr", "id", "templateId");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_administratieNr_naam_key" ON "Tag"("administratieNr", "naam");

-- CreateIndex
CREATE UNIQUE INDEX "NotitieSoort_administratieNr_naam_key" ON "NotitieSoort"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "Notitie_administratieNr_leerlingId_datum_idx" ON "Notitie"("administratieNr", "leerlingId", "datum");

-- CreateIndex
CREATE INDEX "Notitie_administratieNr_groepNr_datum_idx" ON "Notitie"("administratieNr", "groepNr", "datum");

-- CreateIndex
CREATE UNIQUE INDEX "NotitieDocument_administratieNr_bestandId_key" ON "NotitieDocument"("administratieNr", "bestandId");

-- CreateIndex
CREATE INDEX "NotitieTag_administratieNr_tagNr_idx" ON "NotitieTag"("administratieNr", "tagNr");

-- CreateIndex
CREATE UNIQUE INDEX "LeerlingdossierCategorie_administratieNr_naam_key" ON "LeerlingdossierCategorie"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "LeerlingdossierItem_administratieNr_leerlingId_datum_idx" ON "LeerlingdossierItem"("administratieNr", "leerlingId", "datum");

-- CreateIndex
CREATE UNIQUE INDEX "LeerlingdossierDocument_administratieNr_bestandId_key" ON "LeerlingdossierDocument"("administratieNr", "bestandId");

-- CreateIndex
CREATE INDEX "LeerlingdossierItemTag_administratieNr_tagNr_idx" ON "LeerlingdossierItemTag"("administratieNr", "tagNr");

-- CreateIndex
CREATE INDEX "Evaluatie_administratieNr_schooljaar_periodeNummer_leerrout_idx" ON "Evaluatie"("administratieNr", "schooljaar", "periodeNummer", "leerroutepakketId", "competentieId");

-- CreateIndex
CREATE INDEX "Evaluatie_leerroutepakketId_indicatorId_idx" ON "Evaluatie"("leerroutepakketId", "indicatorId");

-- CreateIndex
CREATE UNIQUE INDEX "NieuwsCategorie_naam_key" ON "NieuwsCategorie"("naam");

-- CreateIndex
CREATE INDEX "NieuwsArtikel_klantId_publicatiedatum_idx" ON "NieuwsArtikel"("klantId", "publicatiedatum");

-- CreateIndex
CREATE INDEX "NieuwsArtikel_administratieNr_auteurId_idx" ON "NieuwsArtikel"("administratieNr", "auteurId");

-- CreateIndex
CREATE UNIQUE INDEX "NieuwsArtikel_id_administratieNr_key" ON "NieuwsArtikel"("id", "administratieNr");

-- CreateIndex
CREATE INDEX "NieuwsArtikelCategorie_categorieId_idx" ON "NieuwsArtikelCategorie"("categorieId");

-- CreateIndex
CREATE UNIQUE INDEX "NieuwsAfbeelding_administratieNr_bestandId_key" ON "NieuwsAfbeelding"("administratieNr", "bestandId");

-- CreateIndex
CREATE INDEX "ConnectorImport_status_createdAt_idx" ON "ConnectorImport"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ConnectorLog_administratieNr_createdAt_idx" ON "ConnectorLog"("administratieNr", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Bestand_opslagsleutel_key" ON "Bestand"("opslagsleutel");

-- CreateIndex
CREATE INDEX "Bestand_administratieNr_gebied_idx" ON "Bestand"("administratieNr", "gebied");

-- CreateIndex
CREATE UNIQUE INDEX "Administratie_administratieNr_klantId_key" ON "Administratie"("administratieNr", "klantId");

-- CreateIndex
CREATE UNIQUE INDEX "Groep_administratieNr_nr_schooljaar_key" ON "Groep"("administratieNr", "nr", "schooljaar");

-- CreateIndex
CREATE UNIQUE INDEX "Groep_administratieNr_nr_soort_key" ON "Groep"("administratieNr", "nr", "soort");

-- AddForeignKey
ALTER TABLE "Administratie" ADD CONSTRAINT "Administratie_administratieNr_logoBestandId_fkey" FOREIGN KEY ("administratieNr", "logoBestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerjaar" ADD CONSTRAINT "Leerjaar_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerjaarFase" ADD CONSTRAINT "LeerjaarFase_administratieNr_leerjaarNr_fkey" FOREIGN KEY ("administratieNr", "leerjaarNr") REFERENCES "Leerjaar"("administratieNr", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerjaarFase" ADD CONSTRAINT "LeerjaarFase_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerjaarFase" ADD CONSTRAINT "LeerjaarFase_leerroutepakketId_faseNummer_fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer") REFERENCES "Fase"("leerroutepakketId", "nummer") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groep" ADD CONSTRAINT "Groep_administratieNr_leerjaarNr_fkey" FOREIGN KEY ("administratieNr", "leerjaarNr") REFERENCES "Leerjaar"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groep" ADD CONSTRAINT "Groep_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_administratieNr_groepNr_groepSoort_fkey" FOREIGN KEY ("administratieNr", "groepNr", "groepSoort") REFERENCES "Groep"("administratieNr", "nr", "soort") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schoolloopbaan" ADD CONSTRAINT "Schoolloopbaan_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schoolloopbaan" ADD CONSTRAINT "Schoolloopbaan_administratieNr_schooljaar_fkey" FOREIGN KEY ("administratieNr", "schooljaar") REFERENCES "Schooljaar"("administratieNr", "schooljaar") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schoolloopbaan" ADD CONSTRAINT "Schoolloopbaan_administratieNr_vestigingNr_fkey" FOREIGN KEY ("administratieNr", "vestigingNr") REFERENCES "Vestiging"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schoolloopbaan" ADD CONSTRAINT "Schoolloopbaan_administratieNr_leerjaarNr_fkey" FOREIGN KEY ("administratieNr", "leerjaarNr") REFERENCES "Leerjaar"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingLeerroute" ADD CONSTRAINT "LeerlingLeerroute_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingLeerroute" ADD CONSTRAINT "LeerlingLeerroute_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingLeerroute" ADD CONSTRAINT "LeerlingLeerroute_leerroutepakketId_leerrouteNummer_fkey" FOREIGN KEY ("leerroutepakketId", "leerrouteNummer") REFERENCES "Leerroute"("leerroutepakketId", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingLeerroute" ADD CONSTRAINT "LeerlingLeerroute_leerroutepakketId_uitstroombestemmingNum_fkey" FOREIGN KEY ("leerroutepakketId", "uitstroombestemmingNummer") REFERENCES "Uitstroombestemming"("leerroutepakketId", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerroutepakket" ADD CONSTRAINT "Leerroutepakket_administratieNr_klantId_fkey" FOREIGN KEY ("administratieNr", "klantId") REFERENCES "Administratie"("administratieNr", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdministratieLeerroutepakket" ADD CONSTRAINT "AdministratieLeerroutepakket_administratieNr_klantId_fkey" FOREIGN KEY ("administratieNr", "klantId") REFERENCES "Administratie"("administratieNr", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdministratieLeerroutepakket" ADD CONSTRAINT "AdministratieLeerroutepakket_leerroutepakketId_klantId_fkey" FOREIGN KEY ("leerroutepakketId", "klantId") REFERENCES "Leerroutepakket"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Niveau" ADD CONSTRAINT "Niveau_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Domein" ADD CONSTRAINT "Domein_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competentie" ADD CONSTRAINT "Competentie_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competentie" ADD CONSTRAINT "Competentie_leerroutepakketId_domeinId_fkey" FOREIGN KEY ("leerroutepakketId", "domeinId") REFERENCES "Domein"("leerroutepakketId", "id") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Competentieniveau" ADD CONSTRAINT "Competentieniveau_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competentieniveau" ADD CONSTRAINT "Competentieniveau_leerroutepakketId_competentieId_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId") REFERENCES "Competentie"("leerroutepakketId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Competentieniveau" ADD CONSTRAINT "Competentieniveau_leerroutepakketId_niveauNummer_fkey" FOREIGN KEY ("leerroutepakketId", "niveauNummer") REFERENCES "Niveau"("leerroutepakketId", "nummer") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Indicator" ADD CONSTRAINT "Indicator_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Indicator" ADD CONSTRAINT "Indicator_leerroutepakketId_domeinId_competentieId_fkey" FOREIGN KEY ("leerroutepakketId", "domeinId", "competentieId") REFERENCES "Competentie"("leerroutepakketId", "domeinId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Indicator" ADD CONSTRAINT "Indicator_leerroutepakketId_competentieId_niveauNummer_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId", "niveauNummer") REFERENCES "Competentieniveau"("leerroutepakketId", "competentieId", "niveauNummer") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Fase" ADD CONSTRAINT "Fase_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerroute" ADD CONSTRAINT "Leerroute_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Uitstroombestemming" ADD CONSTRAINT "Uitstroombestemming_leerroutepakketId_fkey" FOREIGN KEY ("leerroutepakketId") REFERENCES "Leerroutepakket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerrouteUitstroombestemming" ADD CONSTRAINT "LeerrouteUitstroombestemming_leerroutepakketId_leerrouteNu_fkey" FOREIGN KEY ("leerroutepakketId", "leerrouteNummer") REFERENCES "Leerroute"("leerroutepakketId", "nummer") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerrouteUitstroombestemming" ADD CONSTRAINT "LeerrouteUitstroombestemming_leerroutepakketId_uitstroombe_fkey" FOREIGN KEY ("leerroutepakketId", "uitstroombestemmingNummer") REFERENCES "Uitstroombestemming"("leerroutepakketId", "nummer") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Leerroutetraject" ADD CONSTRAINT "Leerroutetraject_leerroutepakketId_leerrouteNummer_fkey" FOREIGN KEY ("leerroutepakketId", "leerrouteNummer") REFERENCES "Leerroute"("leerroutepakketId", "nummer") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerroutetrajectFase" ADD CONSTRAINT "LeerroutetrajectFase_leerroutepakketId_leerrouteNummer_sch_fkey" FOREIGN KEY ("leerroutepakketId", "leerrouteNummer", "schoolsoort") REFERENCES "Leerroutetraject"("leerroutepakketId", "leerrouteNummer", "schoolsoort") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerroutetrajectFase" ADD CONSTRAINT "LeerroutetrajectFase_leerroutepakketId_faseNummer_fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer") REFERENCES "Fase"("leerroutepakketId", "nummer") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Leerroutepakketfase" ADD CONSTRAINT "Leerroutepakketfase_leerroutepakketId_faseNummer_fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer") REFERENCES "Fase"("leerroutepakketId", "nummer") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerroutepakketfase" ADD CONSTRAINT "Leerroutepakketfase_leerroutepakketId_leerrouteNummer_fkey" FOREIGN KEY ("leerroutepakketId", "leerrouteNummer") REFERENCES "Leerroute"("leerroutepakketId", "nummer") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Leerroutepakketfase" ADD CONSTRAINT "Leerroutepakketfase_leerroutepakketId_domeinId_fkey" FOREIGN KEY ("leerroutepakketId", "domeinId") REFERENCES "Domein"("leerroutepakketId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Leerroutepakketfase" ADD CONSTRAINT "Leerroutepakketfase_leerroutepakketId_niveauNummer_fkey" FOREIGN KEY ("leerroutepakketId", "niveauNummer") REFERENCES "Niveau"("leerroutepakketId", "nummer") ON DELETE NO ACTION ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerroutepakketfaseIndicator" ADD CONSTRAINT "LeerroutepakketfaseIndicator_leerroutepakketId_faseNummer__fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") REFERENCES "Leerroutepakketfase"("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerroutepakketfaseIndicator" ADD CONSTRAINT "LeerroutepakketfaseIndicator_leerroutepakketId_domeinId_in_fkey" FOREIGN KEY ("leerroutepakketId", "domeinId", "indicatorId") REFERENCES "Indicator"("leerroutepakketId", "domeinId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerroutepakketfaseLes" ADD CONSTRAINT "LeerroutepakketfaseLes_leerroutepakketId_faseNummer_leerro_fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") REFERENCES "Leerroutepakketfase"("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerroutepakketfaseLes" ADD CONSTRAINT "LeerroutepakketfaseLes_lesId_klantId_fkey" FOREIGN KEY ("lesId", "klantId") REFERENCES "Les"("id", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hoofdvakgebied" ADD CONSTRAINT "Hoofdvakgebied_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoofdvakgebiedDomein" ADD CONSTRAINT "HoofdvakgebiedDomein_administratieNr_hoofdvakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "hoofdvakgebiedNr") REFERENCES "Hoofdvakgebied"("administratieNr", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoofdvakgebiedDomein" ADD CONSTRAINT "HoofdvakgebiedDomein_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoofdvakgebiedDomein" ADD CONSTRAINT "HoofdvakgebiedDomein_leerroutepakketId_domeinId_fkey" FOREIGN KEY ("leerroutepakketId", "domeinId") REFERENCES "Domein"("leerroutepakketId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Vakgebied" ADD CONSTRAINT "Vakgebied_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vakgebied" ADD CONSTRAINT "Vakgebied_administratieNr_hoofdvakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "hoofdvakgebiedNr") REFERENCES "Hoofdvakgebied"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VakgebiedCompetentie" ADD CONSTRAINT "VakgebiedCompetentie_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VakgebiedCompetentie" ADD CONSTRAINT "VakgebiedCompetentie_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VakgebiedCompetentie" ADD CONSTRAINT "VakgebiedCompetentie_leerroutepakketId_competentieId_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId") REFERENCES "Competentie"("leerroutepakketId", "id") ON DELETE CASCADE ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "VakgebiedLeerroutepakket" ADD CONSTRAINT "VakgebiedLeerroutepakket_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VakgebiedLeerroutepakket" ADD CONSTRAINT "VakgebiedLeerroutepakket_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordelaar" ADD CONSTRAINT "Beoordelaar_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VakgebiedBeoordelaar" ADD CONSTRAINT "VakgebiedBeoordelaar_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VakgebiedBeoordelaar" ADD CONSTRAINT "VakgebiedBeoordelaar_administratieNr_beoordelaarNr_fkey" FOREIGN KEY ("administratieNr", "beoordelaarNr") REFERENCES "Beoordelaar"("administratieNr", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundel" ADD CONSTRAINT "LesBundel_administratieNr_klantId_fkey" FOREIGN KEY ("administratieNr", "klantId") REFERENCES "Administratie"("administratieNr", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundel" ADD CONSTRAINT "LesBundel_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelMedewerker" ADD CONSTRAINT "LesBundelMedewerker_lesBundelId_klantId_fkey" FOREIGN KEY ("lesBundelId", "klantId") REFERENCES "LesBundel"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelMedewerker" ADD CONSTRAINT "LesBundelMedewerker_administratieNr_klantId_fkey" FOREIGN KEY ("administratieNr", "klantId") REFERENCES "Administratie"("administratieNr", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelMedewerker" ADD CONSTRAINT "LesBundelMedewerker_administratieNr_gebruikerId_fkey" FOREIGN KEY ("administratieNr", "gebruikerId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelLeerroutepakket" ADD CONSTRAINT "LesBundelLeerroutepakket_lesBundelId_klantId_fkey" FOREIGN KEY ("lesBundelId", "klantId") REFERENCES "LesBundel"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelLeerroutepakket" ADD CONSTRAINT "LesBundelLeerroutepakket_leerroutepakketId_klantId_fkey" FOREIGN KEY ("leerroutepakketId", "klantId") REFERENCES "Leerroutepakket"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelFase" ADD CONSTRAINT "LesBundelFase_lesBundelId_klantId_fkey" FOREIGN KEY ("lesBundelId", "klantId") REFERENCES "LesBundel"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelFase" ADD CONSTRAINT "LesBundelFase_leerroutepakketId_faseNummer_leerrouteNummer_fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") REFERENCES "Leerroutepakketfase"("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelSuggestie" ADD CONSTRAINT "LesBundelSuggestie_lesBundelId_klantId_fkey" FOREIGN KEY ("lesBundelId", "klantId") REFERENCES "LesBundel"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelSuggestie" ADD CONSTRAINT "LesBundelSuggestie_leerroutepakketId_faseNummer_leerrouteN_fkey" FOREIGN KEY ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") REFERENCES "Leerroutepakketfase"("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesBundelSuggestie" ADD CONSTRAINT "LesBundelSuggestie_administratieNr_voorgesteldDoor_fkey" FOREIGN KEY ("administratieNr", "voorgesteldDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Les" ADD CONSTRAINT "Les_lesBundelId_klantId_fkey" FOREIGN KEY ("lesBundelId", "klantId") REFERENCES "LesBundel"("id", "klantId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lesbron" ADD CONSTRAINT "Lesbron_lesBundelId_administratieNr_fkey" FOREIGN KEY ("lesBundelId", "administratieNr") REFERENCES "LesBundel"("id", "administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lesbron" ADD CONSTRAINT "Lesbron_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lesbron" ADD CONSTRAINT "Lesbron_administratieNr_thumbnailBestandId_fkey" FOREIGN KEY ("administratieNr", "thumbnailBestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesLesbron" ADD CONSTRAINT "LesLesbron_lesId_fkey" FOREIGN KEY ("lesId") REFERENCES "Les"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesLesbron" ADD CONSTRAINT "LesLesbron_lesbronId_fkey" FOREIGN KEY ("lesbronId") REFERENCES "Lesbron"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesIndicator" ADD CONSTRAINT "LesIndicator_lesId_fkey" FOREIGN KEY ("lesId") REFERENCES "Les"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LesIndicator" ADD CONSTRAINT "LesIndicator_leerroutepakketId_indicatorId_fkey" FOREIGN KEY ("leerroutepakketId", "indicatorId") REFERENCES "Indicator"("leerroutepakketId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Onderwijsplan" ADD CONSTRAINT "Onderwijsplan_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Onderwijsplan" ADD CONSTRAINT "Onderwijsplan_administratieNr_schooljaar_periodeNummer_fkey" FOREIGN KEY ("administratieNr", "schooljaar", "periodeNummer") REFERENCES "Periode"("administratieNr", "schooljaar", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Onderwijsplan" ADD CONSTRAINT "Onderwijsplan_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Onderwijsplan" ADD CONSTRAINT "Onderwijsplan_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Onderwijsplan" ADD CONSTRAINT "Onderwijsplan_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanDoel" ADD CONSTRAINT "OnderwijsplanDoel_administratieNr_onderwijsplanId_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId") REFERENCES "Onderwijsplan"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanDoel" ADD CONSTRAINT "OnderwijsplanDoel_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanDoel" ADD CONSTRAINT "OnderwijsplanDoel_competentieniveau_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId", "niveauNummer") REFERENCES "Competentieniveau"("leerroutepakketId", "competentieId", "niveauNummer") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "OnderwijsplanDoel" ADD CONSTRAINT "OnderwijsplanDoel_indicator_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId", "niveauNummer", "indicatorId") REFERENCES "Indicator"("leerroutepakketId", "competentieId", "niveauNummer", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "OnderwijsplanLes" ADD CONSTRAINT "OnderwijsplanLes_administratieNr_onderwijsplanId_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId") REFERENCES "Onderwijsplan"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanLes" ADD CONSTRAINT "OnderwijsplanLes_administratieNr_klantId_fkey" FOREIGN KEY ("administratieNr", "klantId") REFERENCES "Administratie"("administratieNr", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanLes" ADD CONSTRAINT "OnderwijsplanLes_lesId_klantId_fkey" FOREIGN KEY ("lesId", "klantId") REFERENCES "Les"("id", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanEvaluatie" ADD CONSTRAINT "OnderwijsplanEvaluatie_administratieNr_onderwijsplanId_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId") REFERENCES "Onderwijsplan"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OnderwijsplanEvaluatie" ADD CONSTRAINT "OnderwijsplanEvaluatie_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_administratieNr_onderwijsplanId_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId") REFERENCES "Onderwijsplan"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_administratieNr_onderwijsplanId_doelId_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId", "doelId") REFERENCES "OnderwijsplanDoel"("administratieNr", "onderwijsplanId", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_administratieNr_beoordelaarNr_fkey" FOREIGN KEY ("administratieNr", "beoordelaarNr") REFERENCES "Beoordelaar"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Beoordeling" ADD CONSTRAINT "Beoordeling_administratieNr_beoordeeldDoor_fkey" FOREIGN KEY ("administratieNr", "beoordeeldDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Handelingsplan" ADD CONSTRAINT "Handelingsplan_administratieNr_onderwijsplanId_soort_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId", "soort") REFERENCES "Onderwijsplan"("administratieNr", "id", "soort") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Handelingsplan" ADD CONSTRAINT "Handelingsplan_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Handelingsplan" ADD CONSTRAINT "Handelingsplan_administratieNr_beoordelaarNr_fkey" FOREIGN KEY ("administratieNr", "beoordelaarNr") REFERENCES "Beoordelaar"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groepsplan" ADD CONSTRAINT "Groepsplan_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groepsplan" ADD CONSTRAINT "Groepsplan_administratieNr_groepNr_schooljaar_fkey" FOREIGN KEY ("administratieNr", "groepNr", "schooljaar") REFERENCES "Groep"("administratieNr", "nr", "schooljaar") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groepsplan" ADD CONSTRAINT "Groepsplan_administratieNr_schooljaar_periodeNummer_fkey" FOREIGN KEY ("administratieNr", "schooljaar", "periodeNummer") REFERENCES "Periode"("administratieNr", "schooljaar", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groepsplan" ADD CONSTRAINT "Groepsplan_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Instructiegroep" ADD CONSTRAINT "Instructiegroep_administratieNr_groepsplanId_fkey" FOREIGN KEY ("administratieNr", "groepsplanId") REFERENCES "Groepsplan"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Instructiegroep" ADD CONSTRAINT "Instructiegroep_administratieNr_onderwijsplanId_soort_fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId", "soort") REFERENCES "Onderwijsplan"("administratieNr", "id", "soort") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstructiegroepLeerling" ADD CONSTRAINT "InstructiegroepLeerling_administratieNr_groepsplanId_instr_fkey" FOREIGN KEY ("administratieNr", "groepsplanId", "instructiegroepNr") REFERENCES "Instructiegroep"("administratieNr", "groepsplanId", "nr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstructiegroepLeerling" ADD CONSTRAINT "InstructiegroepLeerling_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroepsplanDocument" ADD CONSTRAINT "GroepsplanDocument_administratieNr_groepsplanId_fkey" FOREIGN KEY ("administratieNr", "groepsplanId") REFERENCES "Groepsplan"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroepsplanDocument" ADD CONSTRAINT "GroepsplanDocument_administratieNr_groepsplanId_instructie_fkey" FOREIGN KEY ("administratieNr", "groepsplanId", "instructiegroepNr") REFERENCES "Instructiegroep"("administratieNr", "groepsplanId", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GroepsplanDocument" ADD CONSTRAINT "GroepsplanDocument_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanTemplate" ADD CONSTRAINT "LeerlingplanTemplate_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanTemplateDefinitie" ADD CONSTRAINT "LeerlingplanTemplateDefinitie_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "LeerlingplanTemplate"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanTemplateDefinitie" ADD CONSTRAINT "LeerlingplanTemplateDefinitie_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingplan" ADD CONSTRAINT "Leerlingplan_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingplan" ADD CONSTRAINT "Leerlingplan_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingplan" ADD CONSTRAINT "Leerlingplan_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "LeerlingplanTemplate"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingplan" ADD CONSTRAINT "Leerlingplan_administratieNr_schooljaar_fkey" FOREIGN KEY ("administratieNr", "schooljaar") REFERENCES "Schooljaar"("administratieNr", "schooljaar") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingplan" ADD CONSTRAINT "Leerlingplan_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanWaarde" ADD CONSTRAINT "LeerlingplanWaarde_administratieNr_leerlingplanId_template_fkey" FOREIGN KEY ("administratieNr", "leerlingplanId", "templateId", "schooljaar") REFERENCES "Leerlingplan"("administratieNr", "id", "templateId", "schooljaar") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanWaarde" ADD CONSTRAINT "LeerlingplanWaarde_administratieNr_templateId_definitieId_fkey" FOREIGN KEY ("administratieNr", "templateId", "definitieId") REFERENCES "LeerlingplanTemplateDefinitie"("administratieNr", "templateId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanWaarde" ADD CONSTRAINT "LeerlingplanWaarde_administratieNr_schooljaar_periodeNumme_fkey" FOREIGN KEY ("administratieNr", "schooljaar", "periodeNummer") REFERENCES "Periode"("administratieNr", "schooljaar", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_administratieNr_leerlingplanId_fkey" FOREIGN KEY ("administratieNr", "leerlingplanId") REFERENCES "Leerlingplan"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_administratieNr_definitieId_fkey" FOREIGN KEY ("administratieNr", "definitieId") REFERENCES "LeerlingplanTemplateDefinitie"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_leerroutepakketId_domeinId_fkey" FOREIGN KEY ("leerroutepakketId", "domeinId") REFERENCES "Domein"("leerroutepakketId", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_leerroutepakketId_competentieId_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId") REFERENCES "Competentie"("leerroutepakketId", "id") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_administratieNr_vakgebiedNr_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_leerroutepakketId_startniveauNumme_fkey" FOREIGN KEY ("leerroutepakketId", "startniveauNummer") REFERENCES "Niveau"("leerroutepakketId", "nummer") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerlingplanMonitorlijn" ADD CONSTRAINT "LeerlingplanMonitorlijn_leerroutepakketId_doelniveauNummer_fkey" FOREIGN KEY ("leerroutepakketId", "doelniveauNummer") REFERENCES "Niveau"("leerroutepakketId", "nummer") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "LeerlingplanOnderwijsplan" ADD CONSTRAINT "LeerlingplanOnderwijsplan_administratieNr_onderwijsplanId__fkey" FOREIGN KEY ("administratieNr", "onderwijsplanId", "soort") REFERENCES "Onderwijsplan"("administratieNr", "id", "soort") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanOnderwijsplan" ADD CONSTRAINT "LeerlingplanOnderwijsplan_administratieNr_leerlingplanId_fkey" FOREIGN KEY ("administratieNr", "leerlingplanId") REFERENCES "Leerlingplan"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingplanOnderwijsplan" ADD CONSTRAINT "LeerlingplanOnderwijsplan_administratieNr_definitieId_fkey" FOREIGN KEY ("administratieNr", "definitieId") REFERENCES "LeerlingplanTemplateDefinitie"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OppTemplate" ADD CONSTRAINT "OppTemplate_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OppTemplateCategorie" ADD CONSTRAINT "OppTemplateCategorie_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "OppTemplate"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OppTemplateDefinitie" ADD CONSTRAINT "OppTemplateDefinitie_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "OppTemplate"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OppTemplateDefinitie" ADD CONSTRAINT "OppTemplateDefinitie_administratieNr_templateId_categorieI_fkey" FOREIGN KEY ("administratieNr", "templateId", "categorieId") REFERENCES "OppTemplateCategorie"("administratieNr", "templateId", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "OppTemplate"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_administratieNr_schooljaar_period_fkey" FOREIGN KEY ("administratieNr", "schooljaar", "periodeNummer") REFERENCES "Periode"("administratieNr", "schooljaar", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_leerroutepakketId_leerrouteNummer_fkey" FOREIGN KEY ("leerroutepakketId", "leerrouteNummer") REFERENCES "Leerroute"("leerroutepakketId", "nummer") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_leerroutepakketId_uitstroombestem_fkey" FOREIGN KEY ("leerroutepakketId", "uitstroombestemmingNummer") REFERENCES "Uitstroombestemming"("leerroutepakketId", "nummer") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "Ontwikkelingsperspectief" ADD CONSTRAINT "Ontwikkelingsperspectief_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefVersie" ADD CONSTRAINT "OntwikkelingsperspectiefVersie_administratieNr_ontwikkelin_fkey" FOREIGN KEY ("administratieNr", "ontwikkelingsperspectiefId") REFERENCES "Ontwikkelingsperspectief"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefVersie" ADD CONSTRAINT "OntwikkelingsperspectiefVersie_administratieNr_vastgesteld_fkey" FOREIGN KEY ("administratieNr", "vastgesteldDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefItem" ADD CONSTRAINT "OntwikkelingsperspectiefItem_versie_fkey" FOREIGN KEY ("administratieNr", "ontwikkelingsperspectiefId", "versie") REFERENCES "OntwikkelingsperspectiefVersie"("administratieNr", "ontwikkelingsperspectiefId", "versie") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefItem" ADD CONSTRAINT "OntwikkelingsperspectiefItem_opp_fkey" FOREIGN KEY ("administratieNr", "ontwikkelingsperspectiefId", "templateId") REFERENCES "Ontwikkelingsperspectief"("administratieNr", "id", "templateId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefItem" ADD CONSTRAINT "OntwikkelingsperspectiefItem_administratieNr_templateId_de_fkey" FOREIGN KEY ("administratieNr", "templateId", "definitieId") REFERENCES "OppTemplateDefinitie"("administratieNr", "templateId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefHandelingsdeel" ADD CONSTRAINT "OntwikkelingsperspectiefHandelingsdeel_administratieNr_ont_fkey" FOREIGN KEY ("administratieNr", "ontwikkelingsperspectiefId") REFERENCES "Ontwikkelingsperspectief"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefHandelingsdeel" ADD CONSTRAINT "OntwikkelingsperspectiefHandelingsdeel_administratieNr_vak_fkey" FOREIGN KEY ("administratieNr", "vakgebiedNr") REFERENCES "Vakgebied"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefHandelingsdeel" ADD CONSTRAINT "OntwikkelingsperspectiefHandelingsdeel_administratieNr_lee_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OntwikkelingsperspectiefHandelingsdeel" ADD CONSTRAINT "OntwikkelingsperspectiefHandelingsdeel_leerroutepakketId_c_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId", "niveauNummer") REFERENCES "Competentieniveau"("leerroutepakketId", "competentieId", "niveauNummer") ON DELETE RESTRICT ON UPDATE NO ACTION;

-- AddForeignKey
ALTER TABLE "FormulierTemplate" ADD CONSTRAINT "FormulierTemplate_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormulierTemplateDefinitie" ADD CONSTRAINT "FormulierTemplateDefinitie_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "FormulierTemplate"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Formulier" ADD CONSTRAINT "Formulier_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Formulier" ADD CONSTRAINT "Formulier_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Formulier" ADD CONSTRAINT "Formulier_administratieNr_templateId_fkey" FOREIGN KEY ("administratieNr", "templateId") REFERENCES "FormulierTemplate"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Formulier" ADD CONSTRAINT "Formulier_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormulierWaarde" ADD CONSTRAINT "FormulierWaarde_administratieNr_formulierId_templateId_fkey" FOREIGN KEY ("administratieNr", "formulierId", "templateId") REFERENCES "Formulier"("administratieNr", "id", "templateId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FormulierWaarde" ADD CONSTRAINT "FormulierWaarde_administratieNr_templateId_definitieId_fkey" FOREIGN KEY ("administratieNr", "templateId", "definitieId") REFERENCES "FormulierTemplateDefinitie"("administratieNr", "templateId", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotitieSoort" ADD CONSTRAINT "NotitieSoort_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notitie" ADD CONSTRAINT "Notitie_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notitie" ADD CONSTRAINT "Notitie_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notitie" ADD CONSTRAINT "Notitie_administratieNr_groepNr_fkey" FOREIGN KEY ("administratieNr", "groepNr") REFERENCES "Groep"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notitie" ADD CONSTRAINT "Notitie_administratieNr_soortNr_fkey" FOREIGN KEY ("administratieNr", "soortNr") REFERENCES "NotitieSoort"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notitie" ADD CONSTRAINT "Notitie_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotitieDocument" ADD CONSTRAINT "NotitieDocument_administratieNr_notitieId_fkey" FOREIGN KEY ("administratieNr", "notitieId") REFERENCES "Notitie"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotitieDocument" ADD CONSTRAINT "NotitieDocument_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotitieTag" ADD CONSTRAINT "NotitieTag_administratieNr_notitieId_fkey" FOREIGN KEY ("administratieNr", "notitieId") REFERENCES "Notitie"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotitieTag" ADD CONSTRAINT "NotitieTag_administratieNr_tagNr_fkey" FOREIGN KEY ("administratieNr", "tagNr") REFERENCES "Tag"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierCategorie" ADD CONSTRAINT "LeerlingdossierCategorie_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierItem" ADD CONSTRAINT "LeerlingdossierItem_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierItem" ADD CONSTRAINT "LeerlingdossierItem_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierItem" ADD CONSTRAINT "LeerlingdossierItem_administratieNr_categorieNr_fkey" FOREIGN KEY ("administratieNr", "categorieNr") REFERENCES "LeerlingdossierCategorie"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierItem" ADD CONSTRAINT "LeerlingdossierItem_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierDocument" ADD CONSTRAINT "LeerlingdossierDocument_administratieNr_itemId_fkey" FOREIGN KEY ("administratieNr", "itemId") REFERENCES "LeerlingdossierItem"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierDocument" ADD CONSTRAINT "LeerlingdossierDocument_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierItemTag" ADD CONSTRAINT "LeerlingdossierItemTag_administratieNr_itemId_fkey" FOREIGN KEY ("administratieNr", "itemId") REFERENCES "LeerlingdossierItem"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeerlingdossierItemTag" ADD CONSTRAINT "LeerlingdossierItemTag_administratieNr_tagNr_fkey" FOREIGN KEY ("administratieNr", "tagNr") REFERENCES "Tag"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_administratieNr_schooljaar_periodeNummer_fkey" FOREIGN KEY ("administratieNr", "schooljaar", "periodeNummer") REFERENCES "Periode"("administratieNr", "schooljaar", "nummer") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_administratieNr_leerroutepakketId_fkey" FOREIGN KEY ("administratieNr", "leerroutepakketId") REFERENCES "AdministratieLeerroutepakket"("administratieNr", "leerroutepakketId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_leerroutepakketId_competentieId_niveauNummer_ind_fkey" FOREIGN KEY ("leerroutepakketId", "competentieId", "niveauNummer", "indicatorId") REFERENCES "Indicator"("leerroutepakketId", "competentieId", "niveauNummer", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_administratieNr_beoordeeldDoor_fkey" FOREIGN KEY ("administratieNr", "beoordeeldDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Evaluatie" ADD CONSTRAINT "Evaluatie_administratieNr_beoordelaarNr_fkey" FOREIGN KEY ("administratieNr", "beoordelaarNr") REFERENCES "Beoordelaar"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NieuwsArtikel" ADD CONSTRAINT "NieuwsArtikel_administratieNr_klantId_fkey" FOREIGN KEY ("administratieNr", "klantId") REFERENCES "Administratie"("administratieNr", "klantId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NieuwsArtikel" ADD CONSTRAINT "NieuwsArtikel_administratieNr_auteurId_fkey" FOREIGN KEY ("administratieNr", "auteurId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NieuwsArtikelCategorie" ADD CONSTRAINT "NieuwsArtikelCategorie_artikelId_fkey" FOREIGN KEY ("artikelId") REFERENCES "NieuwsArtikel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NieuwsArtikelCategorie" ADD CONSTRAINT "NieuwsArtikelCategorie_categorieId_fkey" FOREIGN KEY ("categorieId") REFERENCES "NieuwsCategorie"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NieuwsAfbeelding" ADD CONSTRAINT "NieuwsAfbeelding_artikelId_administratieNr_fkey" FOREIGN KEY ("artikelId", "administratieNr") REFERENCES "NieuwsArtikel"("id", "administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NieuwsAfbeelding" ADD CONSTRAINT "NieuwsAfbeelding_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorConfiguratie" ADD CONSTRAINT "ConnectorConfiguratie_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorCertificaat" ADD CONSTRAINT "ConnectorCertificaat_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLocatie" ADD CONSTRAINT "ConnectorLocatie_administratieNr_vestigingNr_fkey" FOREIGN KEY ("administratieNr", "vestigingNr") REFERENCES "Vestiging"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorImport" ADD CONSTRAINT "ConnectorImport_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorImport" ADD CONSTRAINT "ConnectorImport_administratieNr_aangevraagdDoor_fkey" FOREIGN KEY ("administratieNr", "aangevraagdDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLog" ADD CONSTRAINT "ConnectorLog_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLog" ADD CONSTRAINT "ConnectorLog_administratieNr_importId_fkey" FOREIGN KEY ("administratieNr", "importId") REFERENCES "ConnectorImport"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectorLog" ADD CONSTRAINT "ConnectorLog_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EdexImport" ADD CONSTRAINT "EdexImport_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EdexImport" ADD CONSTRAINT "EdexImport_administratieNr_bestandId_fkey" FOREIGN KEY ("administratieNr", "bestandId") REFERENCES "Bestand"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EdexImport" ADD CONSTRAINT "EdexImport_administratieNr_aangemaaktDoor_fkey" FOREIGN KEY ("administratieNr", "aangemaaktDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bestand" ADD CONSTRAINT "Bestand_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Bestand" ADD CONSTRAINT "Bestand_administratieNr_aangemaaktDoor_fkey" FOREIGN KEY ("administratieNr", "aangemaaktDoor") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE RESTRICT ON UPDATE CASCADE;


