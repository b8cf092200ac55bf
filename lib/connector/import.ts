import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ConnectorJob } from "@/lib/jobs";
import { isoDatum, vandaag } from "@/lib/schooljaar";
import { leesInstellingen, verbindingVan, type ImportResultaat } from "@/lib/services/connector";
import type { LeerlingItem, MedewerkerItem } from "./items";
import { SIS_PADEN, sisClient, sisEmployee, sisFoutTekst, sisGet, sisPing, type SisClient, type SisEmployee } from "./sis";

/**
 * One import run, as the pg-boss worker executes it: read the chosen locations' clients or
 * employees from the SIS over mTLS and keep them, normalised, for the review. Nothing in the
 * administration changes here (that is Opslaan, after the user's choice), so a failed or partial
 * SIS answer leaves everything as it was; the log says why. A failure is rethrown so pg-boss
 * retries with backoff; after the last attempt the run is Mislukt.
 */
const GESLACHT = { MALE: 1, FEMALE: 2, OTHER: 9, UNKNOWN: 0 } as const;
const datum = (d: string | null | undefined) => (d && /^\d{4}-\d{2}-\d{2}/.test(d) ? d.slice(0, 10) : null);

async function log(administratieNr: number, importId: number, bericht: string, niveau: "Info" | "Waarschuwing" | "Fout" = "Info") {
  await db.connectorLog.create({ data: { administratieNr, importId, niveau, bericht } });
}

async function zet(administratieNr: number, importId: number, data: Prisma.ConnectorImportUpdateInput) {
  await db.connectorImport.update({ where: { administratieNr_id: { administratieNr, id: importId } }, data });
}

/**
 * What an incremental import depends on besides time: the chosen locations with their branches
 * and the team mapping. When it changed since the last saved import, the next one is full.
 */
export function keuzeSleutel(locaties: { externeId: string; vestigingNr: number | null }[], teams: { teamId: number; groepNr: number }[]): string {
  const l = locaties.map((x) => `${x.externeId}:${x.vestigingNr ?? ""}`).sort();
  const t = teams.map((x) => `${x.teamId}:${x.groepNr}`).sort();
  return `${l.join(",")}|${t.join(",")}`;
}

export async function voerImportUit(job: ConnectorJob, poging: { nummer: number; laatste: boolean }): Promise<void> {
  const { administratieNr: adm, importId } = job;
  const rij = await db.connectorImport.findUnique({ where: { administratieNr_id: { administratieNr: adm, id: importId } } });
  // Done already (a job delivered twice after a crash): nothing to do.
  if (!rij || rij.status === "Voltooid" || rij.status === "Mislukt") return;
  // Kept through every write of the run (a retry must still know it).
  const basis: ImportResultaat = { volledigGevraagd: ((rij.resultaat ?? {}) as ImportResultaat).volledigGevraagd === true };
  const resultaat = (r: ImportResultaat) => ({ ...basis, ...r }) as unknown as Prisma.InputJsonValue;
  const voortgang = async (pct: number, stap: string) => zet(adm, importId, { status: "Bezig", resultaat: resultaat({ voortgang: pct, stap }) });
  try {
    await zet(adm, importId, { status: "Bezig", gestartOp: rij.gestartOp ?? new Date(), foutmelding: null, resultaat: resultaat({ voortgang: 2, stap: "Verbinden" }) });
    await log(adm, importId, `Poging ${poging.nummer} gestart.`);
    let v;
    try {
      v = await verbindingVan(adm);
    } catch (e) {
      throw new Error(e instanceof ApiError ? e.message : (e as Error).message);
    }
    await sisGet(v, SIS_PADEN.ping, sisPing);
    await log(adm, importId, `Verbonden met ${v.host}.`);
    const [locaties, config] = await Promise.all([
      db.connectorLocatie.findMany({ where: { administratieNr: adm, gekozen: true }, orderBy: { naam: "asc" } }),
      db.connectorConfiguratie.findUnique({ where: { administratieNr: adm }, select: { instellingen: true } }),
    ]);
    if (!locaties.length) throw new Error("Er zijn geen locaties gekozen.");
    const instellingen = leesInstellingen(config?.instellingen);
    const teamGroep = new Map((instellingen?.teams ?? []).map((t) => [t.teamId, t.groepNr]));
    // Incremental after a first full import: only what changed since the SIS data of the last saved import.
    const sleutel = keuzeSleutel(locaties, instellingen?.teams ?? []);
    const vorige = instellingen?.sinds[rij.soort];
    const sinds = !basis.volledigGevraagd && vorige && vorige.sleutel === sleutel ? vorige.op : null;
    const gelezenOp = new Date().toISOString();
    if (sinds) await log(adm, importId, `Alleen wijzigingen sinds ${sinds} (incrementeel).`);
    else await log(adm, importId, vorige ? (basis.volledigGevraagd ? "Volledige import (gevraagd)." : "Volledige import: de keuze van locaties of teams is veranderd.") : "Eerste import: volledig.");

    const perLocatie = new Map(locaties.map((l) => [Number(l.externeId), l]));
    const items: (LeerlingItem | MedewerkerItem)[] = [];
    const medewerkers = new Map<string, MedewerkerItem>();
    const leerling = (c: SisClient, l: (typeof locaties)[number]) =>
      items.push({
        sleutel: `sis:${c.id}`,
        roepnaam: (c.givenName || c.firstName).trim(),
        tussenvoegsel: c.prefix?.trim() || null,
        achternaam: c.lastName.trim(),
        geboortedatum: datum(c.birthDate),
        geslacht: c.gender ? GESLACHT[c.gender] : 9,
        ingangsdatum: datum(c.startDate),
        einddatum: datum(c.endDate),
        locatie: l.naam,
        vestigingNr: l.vestigingNr,
        teamId: c.teamId ?? null,
        groepNr: (c.teamId != null ? teamGroep.get(c.teamId) : undefined) ?? null,
      });
    const medewerker = (e: SisEmployee, l: (typeof locaties)[number]) => {
      const sleutel = `sis:${e.id}`;
      const bestaand = medewerkers.get(sleutel);
      if (bestaand) {
        if (!bestaand.locaties.includes(l.naam)) bestaand.locaties.push(l.naam);
        if (l.vestigingNr && !bestaand.vestigingNrs.includes(l.vestigingNr)) bestaand.vestigingNrs.push(l.vestigingNr);
        return;
      }
      const m: MedewerkerItem = {
        sleutel,
        roepnaam: e.firstName.trim(),
        tussenvoegsel: e.prefix?.trim() || null,
        achternaam: e.lastName.trim(),
        email: e.email?.trim().toLowerCase() || null,
        locaties: [l.naam],
        vestigingNrs: l.vestigingNr ? [l.vestigingNr] : [],
        groepNrs: [...new Set(e.teamIds.flatMap((t) => (teamGroep.has(t) ? [teamGroep.get(t)!] : [])))],
      };
      medewerkers.set(sleutel, m);
      items.push(m);
    };

    if (sinds) {
      await voortgang(10, "Wijzigingen ophalen");
      if (rij.soort === "Leerlingen") {
        const clients = await sisGet(v, SIS_PADEN.clientUpdates(sinds), sisClient.array());
        for (const c of clients) {
          const l = perLocatie.get(c.locationId);
          if (l) leerling(c, l);
        }
        await log(adm, importId, `${clients.length} gewijzigde cliënten opgehaald, ${items.length} van de gekozen locaties.`);
      } else {
        const employees = await sisGet(v, SIS_PADEN.employeeUpdates(sinds), sisEmployee.array());
        for (const e of employees) for (const id of e.locationIds) if (perLocatie.has(id)) medewerker(e, perLocatie.get(id)!);
        await log(adm, importId, `${employees.length} gewijzigde medewerkers opgehaald, ${items.length} van de gekozen locaties.`);
      }
    } else
      for (const [i, l] of locaties.entries()) {
        await voortgang(5 + Math.round((90 * i) / locaties.length), `Locatie ${l.naam} ophalen (${i + 1} van ${locaties.length})`);
        const id = Number(l.externeId);
        if (rij.soort === "Leerlingen") {
          const clients = await sisGet(v, SIS_PADEN.clients(id), sisClient.array());
          for (const c of clients) leerling(c, l);
          await log(adm, importId, `${clients.length} cliënten opgehaald van ${l.naam}.`);
        } else {
          const employees = await sisGet(v, SIS_PADEN.employees(id), sisEmployee.array());
          for (const e of employees) medewerker(e, l);
          await log(adm, importId, `${employees.length} medewerkers opgehaald van ${l.naam}.`);
        }
      }
    await db.$transaction([
      db.connectorImport.update({
        where: { administratieNr_id: { administratieNr: adm, id: importId } },
        data: {
          status: "Voltooid",
          voltooidOp: new Date(),
          resultaat: resultaat({ voortgang: 100, stap: "Klaar voor controle", aantal: items.length, items, keuzes: null, sinds, gelezenOp, sleutel }),
        },
      }),
      db.connectorLog.create({ data: { administratieNr: adm, importId, bericht: `${items.length} opgehaald; klaar voor controle (${isoDatum(vandaag())}).` } }),
    ]);
  } catch (e) {
    const reden = sisFoutTekst(e);
    await log(adm, importId, `Poging ${poging.nummer} mislukt: ${reden} Er is niets gewijzigd.`, "Fout");
    if (poging.laatste) {
      await zet(adm, importId, { status: "Mislukt", voltooidOp: new Date(), foutmelding: reden, resultaat: resultaat({ voortgang: 0, stap: "Mislukt" }) });
    } else {
      await zet(adm, importId, { status: "Wachtrij", foutmelding: reden, resultaat: resultaat({ voortgang: 0, stap: "Wacht op een nieuwe poging" }) });
    }
    throw e;
  }
}
