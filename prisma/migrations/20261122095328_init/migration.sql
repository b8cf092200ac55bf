-- CreateEnum
CREATE TYPE "Sector" AS ENUM ('ZorgKindEnJeugd', 'Bedrijven', 'SpeciaalOnderwijs', 'MiddelbaarBeroepsonderwijs', 'PrimairOnderwijs', 'Sport', 'Kinderopvang', 'ZorgVolwassenen');

-- CreateEnum
CREATE TYPE "TokenSoort" AS ENUM ('Activatie', 'WachtwoordHerstel');

-- CreateEnum
CREATE TYPE "GroepSoort" AS ENUM ('Klas', 'Onderwijsgroep');

-- CreateTable
CREATE TABLE "Administratie" (
    "administratieNr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "klantId" INTEGER NOT NULL,
    "taalCode" TEXT NOT NULL DEFAULT 'nl',
    "sector" "Sector" NOT NULL DEFAULT 'PrimairOnderwijs',
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "functiegebieden" INTEGER[] DEFAULT ARRAY[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]::INTEGER[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Administratie_pkey" PRIMARY KEY ("administratieNr")
);

-- CreateTable
CREATE TABLE "Licentie" (
    "administratieNr" INTEGER NOT NULL,
    "licentienummer" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "omschrijving" TEXT NOT NULL,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "beeindigdOp" TIMESTAMP(3),

    CONSTRAINT "Licentie_pkey" PRIMARY KEY ("administratieNr","licentienummer")
);

-- CreateTable
CREATE TABLE "Gebruiker" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "mislukteLogins" INTEGER NOT NULL DEFAULT 0,
    "geblokkeerdTot" TIMESTAMP(3),
    "sessieVersie" INTEGER NOT NULL DEFAULT 0,
    "laatsteLogin" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Gebruiker_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GebruikerToken" (
    "id" UUID NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "administratieNr" INTEGER,
    "soort" "TokenSoort" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "verlooptOp" TIMESTAMP(3) NOT NULL,
    "gebruiktOp" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GebruikerToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Medewerker" (
    "administratieNr" INTEGER NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "roepnaam" TEXT NOT NULL,
    "voornamen" TEXT,
    "tussenvoegsel" TEXT,
    "achternaam" TEXT NOT NULL,
    "geslacht" INTEGER NOT NULL DEFAULT 9,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Medewerker_pkey" PRIMARY KEY ("administratieNr","gebruikerId")
);

-- CreateTable
CREATE TABLE "Rol" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Rol_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "RolPermissie" (
    "administratieNr" INTEGER NOT NULL,
    "rolId" INTEGER NOT NULL,
    "functiegebied" INTEGER NOT NULL,
    "bits" INTEGER NOT NULL,

    CONSTRAINT "RolPermissie_pkey" PRIMARY KEY ("administratieNr","rolId","functiegebied")
);

-- CreateTable
CREATE TABLE "MedewerkerRol" (
    "administratieNr" INTEGER NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "rolId" INTEGER NOT NULL,

    CONSTRAINT "MedewerkerRol_pkey" PRIMARY KEY ("administratieNr","gebruikerId","rolId")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "rolId" INTEGER NOT NULL,
    "aangemaaktDoor" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "laatstGebruikt" TIMESTAMP(3),
    "ingetrokkenOp" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Vestiging" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Vestiging_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "MedewerkerVestiging" (
    "administratieNr" INTEGER NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "vestigingNr" INTEGER NOT NULL,

    CONSTRAINT "MedewerkerVestiging_pkey" PRIMARY KEY ("administratieNr","gebruikerId","vestigingNr")
);

-- CreateTable
CREATE TABLE "Schooljaar" (
    "administratieNr" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL,

    CONSTRAINT "Schooljaar_pkey" PRIMARY KEY ("administratieNr","schooljaar")
);

-- CreateTable
CREATE TABLE "Periode" (
    "administratieNr" INTEGER NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "nummer" INTEGER NOT NULL,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL,

    CONSTRAINT "Periode_pkey" PRIMARY KEY ("administratieNr","schooljaar","nummer")
);

-- CreateTable
CREATE TABLE "Groep" (
    "administratieNr" INTEGER NOT NULL,
    "nr" INTEGER NOT NULL,
    "naam" TEXT NOT NULL,
    "schooljaar" TEXT NOT NULL,
    "vestigingNr" INTEGER NOT NULL,
    "soort" "GroepSoort" NOT NULL DEFAULT 'Klas',
    "jaargroep" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Groep_pkey" PRIMARY KEY ("administratieNr","nr")
);

-- CreateTable
CREATE TABLE "MedewerkerGroep" (
    "administratieNr" INTEGER NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "groepNr" INTEGER NOT NULL,

    CONSTRAINT "MedewerkerGroep_pkey" PRIMARY KEY ("administratieNr","gebruikerId","groepNr")
);

-- CreateTable
CREATE TABLE "Leerling" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "roepnaam" TEXT NOT NULL,
    "voornamen" TEXT,
    "tussenvoegsel" TEXT,
    "achternaam" TEXT NOT NULL,
    "geboortedatum" DATE,
    "geslacht" INTEGER NOT NULL DEFAULT 9,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL DEFAULT '9999-12-31'::date,
    "externeSleutel" TEXT,
    "eckid" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Leerling_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "Leerlingtoewijzing" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "leerlingId" INTEGER NOT NULL,
    "groepNr" INTEGER NOT NULL,
    "ingangsdatum" DATE NOT NULL,
    "einddatum" DATE NOT NULL DEFAULT '9999-12-31'::date,

    CONSTRAINT "Leerlingtoewijzing_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateIndex
CREATE INDEX "Administratie_klantId_idx" ON "Administratie"("klantId");

-- CreateIndex
CREATE UNIQUE INDEX "Gebruiker_email_key" ON "Gebruiker"("email");

-- CreateIndex
CREATE UNIQUE INDEX "GebruikerToken_tokenHash_key" ON "GebruikerToken"("tokenHash");

-- CreateIndex
CREATE INDEX "GebruikerToken_gebruikerId_idx" ON "GebruikerToken"("gebruikerId");

-- CreateIndex
CREATE INDEX "Medewerker_gebruikerId_idx" ON "Medewerker"("gebruikerId");

-- CreateIndex
CREATE INDEX "Medewerker_administratieNr_achternaam_idx" ON "Medewerker"("administratieNr", "achternaam");

-- CreateIndex
CREATE UNIQUE INDEX "Rol_administratieNr_naam_key" ON "Rol"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "MedewerkerRol_administratieNr_rolId_idx" ON "MedewerkerRol"("administratieNr", "rolId");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_keyHash_key" ON "ApiKey"("keyHash");

-- CreateIndex
CREATE UNIQUE INDEX "Vestiging_administratieNr_naam_key" ON "Vestiging"("administratieNr", "naam");

-- CreateIndex
CREATE INDEX "MedewerkerVestiging_administratieNr_vestigingNr_idx" ON "MedewerkerVestiging"("administratieNr", "vestigingNr");

-- CreateIndex
CREATE INDEX "Groep_administratieNr_vestigingNr_idx" ON "Groep"("administratieNr", "vestigingNr");

-- CreateIndex
CREATE UNIQUE INDEX "Groep_administratieNr_schooljaar_vestigingNr_naam_key" ON "Groep"("administratieNr", "schooljaar", "vestigingNr", "naam");

-- CreateIndex
CREATE INDEX "MedewerkerGroep_administratieNr_groepNr_idx" ON "MedewerkerGroep"("administratieNr", "groepNr");

-- CreateIndex
CREATE INDEX "Leerling_administratieNr_achternaam_roepnaam_idx" ON "Leerling"("administratieNr", "achternaam", "roepnaam");

-- CreateIndex
CREATE INDEX "Leerling_administratieNr_einddatum_idx" ON "Leerling"("administratieNr", "einddatum");

-- CreateIndex
CREATE UNIQUE INDEX "Leerling_administratieNr_externeSleutel_key" ON "Leerling"("administratieNr", "externeSleutel");

-- CreateIndex
CREATE INDEX "Leerlingtoewijzing_administratieNr_groepNr_idx" ON "Leerlingtoewijzing"("administratieNr", "groepNr");

-- CreateIndex
CREATE INDEX "Leerlingtoewijzing_administratieNr_leerlingId_idx" ON "Leerlingtoewijzing"("administratieNr", "leerlingId");

-- CreateIndex
CREATE UNIQUE INDEX "Leerlingtoewijzing_administratieNr_leerlingId_groepNr_ingan_key" ON "Leerlingtoewijzing"("administratieNr", "leerlingId", "groepNr", "ingangsdatum");

-- AddForeignKey
ALTER TABLE "Licentie" ADD CONSTRAINT "Licentie_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GebruikerToken" ADD CONSTRAINT "GebruikerToken_gebruikerId_fkey" FOREIGN KEY ("gebruikerId") REFERENCES "Gebruiker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GebruikerToken" ADD CONSTRAINT "GebruikerToken_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Medewerker" ADD CONSTRAINT "Medewerker_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Medewerker" ADD CONSTRAINT "Medewerker_gebruikerId_fkey" FOREIGN KEY ("gebruikerId") REFERENCES "Gebruiker"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rol" ADD CONSTRAINT "Rol_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RolPermissie" ADD CONSTRAINT "RolPermissie_administratieNr_rolId_fkey" FOREIGN KEY ("administratieNr", "rolId") REFERENCES "Rol"("administratieNr", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MedewerkerRol" ADD CONSTRAINT "MedewerkerRol_administratieNr_gebruikerId_fkey" FOREIGN KEY ("administratieNr", "gebruikerId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MedewerkerRol" ADD CONSTRAINT "MedewerkerRol_administratieNr_rolId_fkey" FOREIGN KEY ("administratieNr", "rolId") REFERENCES "Rol"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_administratieNr_rolId_fkey" FOREIGN KEY ("administratieNr", "rolId") REFERENCES "Rol"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Vestiging" ADD CONSTRAINT "Vestiging_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MedewerkerVestiging" ADD CONSTRAINT "MedewerkerVestiging_administratieNr_gebruikerId_fkey" FOREIGN KEY ("administratieNr", "gebruikerId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MedewerkerVestiging" ADD CONSTRAINT "MedewerkerVestiging_administratieNr_vestigingNr_fkey" FOREIGN KEY ("administratieNr", "vestigingNr") REFERENCES "Vestiging"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Schooljaar" ADD CONSTRAINT "Schooljaar_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Periode" ADD CONSTRAINT "Periode_administratieNr_schooljaar_fkey" FOREIGN KEY ("administratieNr", "schooljaar") REFERENCES "Schooljaar"("administratieNr", "schooljaar") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groep" ADD CONSTRAINT "Groep_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groep" ADD CONSTRAINT "Groep_administratieNr_schooljaar_fkey" FOREIGN KEY ("administratieNr", "schooljaar") REFERENCES "Schooljaar"("administratieNr", "schooljaar") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Groep" ADD CONSTRAINT "Groep_administratieNr_vestigingNr_fkey" FOREIGN KEY ("administratieNr", "vestigingNr") REFERENCES "Vestiging"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MedewerkerGroep" ADD CONSTRAINT "MedewerkerGroep_administratieNr_gebruikerId_fkey" FOREIGN KEY ("administratieNr", "gebruikerId") REFERENCES "Medewerker"("administratieNr", "gebruikerId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MedewerkerGroep" ADD CONSTRAINT "MedewerkerGroep_administratieNr_groepNr_fkey" FOREIGN KEY ("administratieNr", "groepNr") REFERENCES "Groep"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerling" ADD CONSTRAINT "Leerling_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_administratieNr_leerlingId_fkey" FOREIGN KEY ("administratieNr", "leerlingId") REFERENCES "Leerling"("administratieNr", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Leerlingtoewijzing" ADD CONSTRAINT "Leerlingtoewijzing_administratieNr_groepNr_fkey" FOREIGN KEY ("administratieNr", "groepNr") REFERENCES "Groep"("administratieNr", "nr") ON DELETE RESTRICT ON UPDATE CASCADE;
