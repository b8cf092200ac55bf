-- Issue 17: one client certificate per environment of the student-information system
-- (ontwikkeling, test, productie): each has its own host and its own certificate. Existing rows
-- belong to the environment the administration's connector was configured for.
ALTER TABLE "ConnectorCertificaat" ADD COLUMN "omgeving" TEXT NOT NULL DEFAULT 'test';

UPDATE "ConnectorCertificaat" c SET "omgeving" = cfg.instellingen->>'omgeving'
FROM "ConnectorConfiguratie" cfg
WHERE cfg."administratieNr" = c."administratieNr" AND cfg.instellingen->>'omgeving' IN ('ontwikkeling', 'test', 'productie');

CREATE INDEX "ConnectorCertificaat_administratieNr_omgeving_idx" ON "ConnectorCertificaat"("administratieNr", "omgeving");
