-- Handelingsplan: the starting situation / question and the date the parents were informed (issue 14).
ALTER TABLE "Handelingsplan" ADD COLUMN     "beginsituatie" TEXT,
ADD COLUMN     "oudersGeinformeerdOp" DATE;
