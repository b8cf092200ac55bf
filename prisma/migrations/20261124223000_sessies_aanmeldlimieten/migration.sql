-- Sessions end when the user signs out (issue 18): one row per signed-in browser session.
CREATE TABLE "Sessie" (
    "id" UUID NOT NULL,
    "gebruikerId" UUID NOT NULL,
    "aangemaaktOp" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "verlooptOp" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Sessie_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Sessie_gebruikerId_idx" ON "Sessie"("gebruikerId");

ALTER TABLE "Sessie" ADD CONSTRAINT "Sessie_gebruikerId_fkey" FOREIGN KEY ("gebruikerId") REFERENCES "Gebruiker"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sign-in limits per account (known or unknown address alike) and per client address, in one
-- table so they hold with several app instances; the per-person columns go.
CREATE TABLE "AanmeldPoging" (
    "sleutel" TEXT NOT NULL,
    "aantal" INTEGER NOT NULL,
    "vensterStart" TIMESTAMP(3) NOT NULL,
    "geblokkeerdTot" TIMESTAMP(3),

    CONSTRAINT "AanmeldPoging_pkey" PRIMARY KEY ("sleutel")
);

ALTER TABLE "Gebruiker" DROP COLUMN "mislukteLogins", DROP COLUMN "geblokkeerdTot";
