-- Issue 29: staff from an EDEX file without an e-mail address (EDEX carries none before 2.0, often
-- none after) are imported as staff members to link to their groups; their sign-in identity has
-- no address, and so no login, until one is added (which sends the activation). Several such rows
-- can exist: a unique index allows any number of NULLs.
ALTER TABLE "Gebruiker" ALTER COLUMN "email" DROP NOT NULL;
