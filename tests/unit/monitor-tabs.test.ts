import { describe, expect, it } from "vitest";
import { MONITOR_TABS, monitorTab } from "@/components/monitor/tabs";
import { doorverwijsAdministratie, doorverwijzing } from "@/lib/routes/doorverwijzing";

const q = (s = "") => new URLSearchParams(s);
const m = "/1001/schooljaar/2026-2027/planning/monitor";

describe("monitor tabs are addresses (issue 30 item 6)", () => {
  it("knows the spec's three tabs, whatever the case", () => {
    expect(MONITOR_TABS).toEqual(["PerCompetentie", "PerLeerling", "PerIndicator"]);
    expect(monitorTab("perleerling")).toBe("PerLeerling");
    expect(monitorTab("PERINDICATOR")).toBe("PerIndicator");
    expect(monitorTab("Overzicht")).toBeNull();
    expect(monitorTab(null)).toBeNull();
  });

  it("the bare period goes to the first tab before rendering, keeping the searches", () => {
    expect(doorverwijsAdministratie(`${m}/2`)).toBe(1001);
    expect(doorverwijzing(`${m}/2`, q())).toEqual({ naar: `${m}/2/PerCompetentie` });
    expect(doorverwijzing(`${m}/2`, q("groep=3&competentie=9&_rsc=x"))).toEqual({ naar: `${m}/2/PerCompetentie?groep=3&competentie=9` });
  });

  it("?tab= keeps working: it becomes the address, an unknown tab the first", () => {
    expect(doorverwijzing(`${m}/2`, q("tab=PerLeerling&groep=3"))).toEqual({ naar: `${m}/2/PerLeerling?groep=3` });
    expect(doorverwijzing(`${m}/2`, q("groep=3&tab=perindicator"))).toEqual({ naar: `${m}/2/PerIndicator?groep=3` });
    expect(doorverwijzing(`${m}/2`, q("tab=Onzin"))).toEqual({ naar: `${m}/2/PerCompetentie` });
  });

  it("a tab's own address and the monitor's start are not redirected here", () => {
    expect(doorverwijsAdministratie(`${m}/2/PerLeerling`)).toBeNull();
    expect(doorverwijzing(`${m}/2/PerLeerling`, q("tab=PerIndicator"))).toBeNull();
    expect(doorverwijzing(m, q())).toBeNull();
  });
});
