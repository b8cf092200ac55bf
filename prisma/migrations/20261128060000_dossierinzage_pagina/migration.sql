-- Issue 28, item 10: a row written by a page's server render (the opening of a screen). The
-- screen's own API re-read right after pairs with it instead of being a second row
-- (lib/services/dossier-inzage.ts); every other read stays a row of its own.
ALTER TABLE "DossierInzage" ADD COLUMN "pagina" BOOLEAN NOT NULL DEFAULT false;
