-- Issue 31: staff sign in through their school's own accounts (OpenID Connect). An administration
-- (or, with klantId, every administration of a customer) trusts one or more identity providers;
-- the client secret is stored encrypted. InlogKoppeling keeps the provider's subject per person.

-- CreateTable
CREATE TABLE "Inlogmethode" (
    "administratieNr" INTEGER NOT NULL,
    "id" SERIAL NOT NULL,
    "naam" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "domeinen" TEXT[],
    "wachtwoordToegestaan" BOOLEAN NOT NULL DEFAULT true,
    "klantId" INTEGER,
    "actief" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Inlogmethode_pkey" PRIMARY KEY ("administratieNr","id")
);

-- CreateTable
CREATE TABLE "InlogKoppeling" (
    "issuer" TEXT NOT NULL,
    "sub" TEXT NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "aangemaaktOp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InlogKoppeling_pkey" PRIMARY KEY ("issuer","sub")
);

-- CreateIndex
CREATE INDEX "Inlogmethode_domeinen_idx" ON "Inlogmethode" USING GIN ("domeinen");

-- CreateIndex
CREATE INDEX "InlogKoppeling_gebruikerId_idx" ON "InlogKoppeling"("gebruikerId");

-- AddForeignKey
ALTER TABLE "Inlogmethode" ADD CONSTRAINT "Inlogmethode_administratieNr_fkey" FOREIGN KEY ("administratieNr") REFERENCES "Administratie"("administratieNr") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InlogKoppeling" ADD CONSTRAINT "InlogKoppeling_gebruikerId_fkey" FOREIGN KEY ("gebruikerId") REFERENCES "Gebruiker"("id") ON DELETE CASCADE ON UPDATE CASCADE;
