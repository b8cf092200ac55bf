import { describe, expect, it } from "vitest";
import { citusPlan, controleerDistributie, leesPlan, type Catalogus } from "@/lib/db/distributie";

/** The checks of the Citus plan (docs/scale-out.md) on small schemas that break one rule each. */

const plan = leesPlan(`
| Name | Kind | Why |
|---|---|---|
| \`Administratie\` | referentie | one row per administration |
| \`Pakket\` | referentie | customer content |
| \`Sessie\` | lokaal | per sign-in |
| \`Pakket_auteur_fkey\` | vervalt | guarded in code |
Some prose with \`Leerling\` | referentie | in it does not count.
`);

function goed(): Catalogus {
  return {
    tabellen: [
      { naam: "Administratie", kolommen: ["administratieNr", "naam"] },
      { naam: "Pakket", kolommen: ["id", "administratieNr", "auteurId"] },
      { naam: "Sessie", kolommen: ["id", "gebruikerId"] },
      { naam: "Vestiging", kolommen: ["administratieNr", "nr"] },
      { naam: "Leerling", kolommen: ["administratieNr", "id", "vestigingNr"] },
      { naam: "Medewerker", kolommen: ["administratieNr", "gebruikerId"] },
    ],
    sleutels: [
      { tabel: "Administratie", naam: "Administratie_pkey", kolommen: ["administratieNr"] },
      { tabel: "Pakket", naam: "Pakket_pkey", kolommen: ["id"] },
      { tabel: "Sessie", naam: "Sessie_pkey", kolommen: ["id"] },
      { tabel: "Vestiging", naam: "Vestiging_pkey", kolommen: ["administratieNr", "nr"] },
      { tabel: "Leerling", naam: "Leerling_pkey", kolommen: ["administratieNr", "id"] },
      { tabel: "Medewerker", naam: "Medewerker_pkey", kolommen: ["administratieNr", "gebruikerId"] },
    ],
    verwijzingen: [
      { naam: "Leerling_vestiging_fkey", van: "Leerling", vanKolommen: ["administratieNr", "vestigingNr"], naar: "Vestiging", naarKolommen: ["administratieNr", "nr"] },
      { naam: "Vestiging_adm_fkey", van: "Vestiging", vanKolommen: ["administratieNr"], naar: "Administratie", naarKolommen: ["administratieNr"] },
      { naam: "Pakket_adm_fkey", van: "Pakket", vanKolommen: ["administratieNr"], naar: "Administratie", naarKolommen: ["administratieNr"] },
      { naam: "Pakket_auteur_fkey", van: "Pakket", vanKolommen: ["administratieNr", "auteurId"], naar: "Medewerker", naarKolommen: ["administratieNr", "gebruikerId"] },
    ],
  };
}

describe("the distribution plan", () => {
  it("reads reference, local and dropped entries from the document's table rows only", () => {
    expect([...plan.tabellen]).toEqual([["Administratie", "referentie"], ["Pakket", "referentie"], ["Sessie", "lokaal"]]);
    expect([...plan.vervallen]).toEqual(["Pakket_auteur_fkey"]);
  });

  it("accepts a schema that follows it", () => {
    expect(controleerDistributie(goed(), plan)).toEqual([]);
  });

  it("refuses a tenant table's key or unique index without administratieNr", () => {
    const cat = goed();
    cat.sleutels.push({ tabel: "Leerling", naam: "Leerling_sleutel_key", kolommen: ["sleutel"] });
    expect(controleerDistributie(cat, plan)).toEqual([expect.stringMatching(/^Leerling: sleutel Leerling_sleutel_key \(sleutel\) mist administratieNr/)]);
  });

  it("refuses a foreign key between tenant tables that does not join on administratieNr", () => {
    const cat = goed();
    cat.verwijzingen.push({ naam: "Leerling_x_fkey", van: "Leerling", vanKolommen: ["vestigingNr"], naar: "Vestiging", naarKolommen: ["nr"] });
    // administratieNr on both sides but not matched column for column is no co-located join either.
    cat.verwijzingen.push({ naam: "Leerling_y_fkey", van: "Leerling", vanKolommen: ["vestigingNr", "administratieNr"], naar: "Vestiging", naarKolommen: ["administratieNr", "nr"] });
    const fouten = controleerDistributie(cat, plan);
    expect(fouten).toHaveLength(2);
    expect(fouten[0]).toMatch(/Leerling_x_fkey.*zonder administratieNr/);
    expect(fouten[1]).toMatch(/Leerling_y_fkey/);
  });

  it("refuses a new table without administratieNr that the document does not list, and stale entries", () => {
    const cat = goed();
    cat.tabellen.push({ naam: "Nieuw", kolommen: ["id"] });
    cat.tabellen = cat.tabellen.filter((t) => t.naam !== "Sessie");
    cat.sleutels = cat.sleutels.filter((s) => s.tabel !== "Sessie");
    const fouten = controleerDistributie(cat, plan);
    expect(fouten).toContainEqual(expect.stringMatching(/^Nieuw: heeft geen administratieNr/));
    expect(fouten).toContainEqual(expect.stringMatching(/^Sessie: staat in docs\/scale-out.md maar bestaat niet/));
  });

  it("refuses a reference or local table pointing at a tenant table unless the key is marked to go", () => {
    const cat = goed();
    cat.verwijzingen.push({ naam: "Pakket_vestiging_fkey", van: "Pakket", vanKolommen: ["administratieNr"], naar: "Vestiging", naarKolommen: ["administratieNr"] });
    cat.verwijzingen.push({ naam: "Sessie_medewerker_fkey", van: "Sessie", vanKolommen: ["gebruikerId"], naar: "Medewerker", naarKolommen: ["gebruikerId"] });
    cat.verwijzingen.push({ naam: "Leerling_sessie_fkey", van: "Leerling", vanKolommen: ["id"], naar: "Sessie", naarKolommen: ["id"] });
    const fouten = controleerDistributie(cat, plan);
    expect(fouten).toEqual([
      expect.stringMatching(/Pakket_vestiging_fkey.*referentietabel/),
      expect.stringMatching(/Sessie_medewerker_fkey.*lokale tabel/),
      expect.stringMatching(/Leerling_sessie_fkey.*lokale tabel/),
    ]);
  });

  it("prints the move with dropped keys first, referenced tables before those that point at them", () => {
    const sql = citusPlan(goed(), plan);
    expect(sql[0]).toBe('ALTER TABLE "Pakket" DROP CONSTRAINT "Pakket_auteur_fkey";');
    const plaats = (t: string) => sql.findIndex((r) => r.includes(`'"${t}"'`) && !r.includes("colocate_with => '\"" + t));
    expect(plaats("Administratie")).toBeLessThan(plaats("Pakket"));
    expect(plaats("Vestiging")).toBeLessThan(plaats("Leerling"));
    expect(sql).toContain(`SELECT create_distributed_table('"Vestiging"', 'administratieNr');`);
    expect(sql).toContain(`SELECT create_distributed_table('"Leerling"', 'administratieNr', colocate_with => '"Vestiging"');`);
    expect(sql).toContain(`SELECT citus_add_local_table_to_metadata('"Sessie"');`);
    expect(sql.filter((r) => r.startsWith("SELECT"))).toHaveLength(6);
  });
});
