-- OPP versions (issue 15): the record of establishing a version — the date of the talk with the
-- parents, the parents' agreement on the action part (date, by whom), the pupil heard (note) —
-- and the action part as it was established (a snapshot, so an established version never changes).
ALTER TABLE "OntwikkelingsperspectiefVersie" ADD COLUMN     "gesprekOudersOp" DATE,
ADD COLUMN     "oudersAkkoordOp" DATE,
ADD COLUMN     "oudersAkkoordDoor" TEXT,
ADD COLUMN     "leerlingGehoord" TEXT,
ADD COLUMN     "handelingsdeel" JSONB;
