-- A pupil's standing per indicator (the latest evaluation up to a period, lib/beheersing formula 2)
-- read in key order, newest first, with the score: DISTINCT ON (indicatorId) becomes an index-only
-- scan without a sort (Opbrengsten overviews, monitor standings; issue 12).
CREATE INDEX "Evaluatie_stand_idx" ON "Evaluatie"("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", "schooljaar" DESC, "periodeNummer" DESC, "score");
