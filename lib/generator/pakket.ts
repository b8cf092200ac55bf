/** Rows of a learning-route package and of a customer's lesson bundles. */
import {
  AANTAL_FASEN,
  AANTAL_NIVEAUS,
  DOMEINEN,
  FASE_NAMEN,
  LEERROUTES,
  NIVEAU_OMSCHRIJVING,
  ROUTES_PER_SCHOOLSOORT,
  UITSTROOMBESTEMMINGEN,
  doelNiveau,
  trajectFasen,
  vulIn,
  type DomeinDef,
  type SchoolsoortCode,
} from "./leerlijnen";
import { LESBRON_LINKS, LESBUNDELS } from "./teksten";
import { plusDagen, tijdstip, type Rng } from "./random";
import type { Rijen, Schrijver } from "./writer";

export interface IndicatorModel {
  id: number;
  domeinId: number;
  competentieId: number;
  niveauNummer: number;
}

export interface CompetentieModel {
  id: number;
  domeinId: number;
  domeinIndex: number;
  naam: string;
  /** Indicators per level: index 1..16 (index 0 unused). */
  perNiveau: IndicatorModel[][];
}

export interface PakketModel {
  id: number;
  klantId: number;
  administratieNr: number;
  domeinen: { id: number; def: DomeinDef; competenties: CompetentieModel[] }[];
  competenties: CompetentieModel[];
  /** Target level per route (1-4), phase (1-12) and domain index. */
  doel: (route: number, fase: number, domeinIndex: number) => number;
}

export function maakPakket(
  w: Schrijver,
  r: Rijen,
  rng: Rng,
  o: { administratieNr: number; klantId: number; naam: string; aangemaakt: Date },
): PakketModel {
  const id = w.id("Leerroutepakket");
  const t0 = tijdstip(rng, o.aangemaakt);
  r.add("Leerroutepakket", {
    id,
    administratieNr: o.administratieNr,
    klantId: o.klantId,
    naam: o.naam,
    omschrijving: "Doorlopende leerlijnen voor het speciaal onderwijs: vier domeinen, zestien niveaus, vier leerroutes.",
    gepubliceerd: true,
    gepubliceerdOp: plusDagen(t0, 14),
    createdAt: t0,
    updatedAt: plusDagen(t0, 14),
  });
  for (let n = 1; n <= AANTAL_NIVEAUS; n++) {
    r.add("Niveau", { leerroutepakketId: id, nummer: n, waarde: String(n), label: `Niveau ${n}`, omschrijving: NIVEAU_OMSCHRIJVING[n - 1] ?? null, volgnummer: n });
  }

  const model: PakketModel = { id, klantId: o.klantId, administratieNr: o.administratieNr, domeinen: [], competenties: [], doel: () => 1 };
  DOMEINEN.forEach((def, domeinIndex) => {
    const domeinId = w.id("Domein");
    r.add("Domein", { id: domeinId, leerroutepakketId: id, naam: def.naam, code: def.code, volgnummer: domeinIndex + 1, createdAt: t0, updatedAt: t0 });
    const domein = { id: domeinId, def, competenties: [] as CompetentieModel[] };
    def.competenties.forEach((cdef, ci) => {
      const competentieId = w.id("Competentie");
      r.add("Competentie", { id: competentieId, leerroutepakketId: id, domeinId, naam: cdef.naam, volgnummer: ci + 1, createdAt: t0, updatedAt: t0 });
      const comp: CompetentieModel = { id: competentieId, domeinId, domeinIndex, naam: cdef.naam, perNiveau: [[]] };
      const gezien = new Set<string>();
      for (let niveau = 1; niveau <= AANTAL_NIVEAUS; niveau++) {
        const teksten = cdef.sjablonen
          .filter(([van, tot]) => van <= niveau && niveau <= tot)
          .slice(0, 3)
          .map((s) => vulIn(s, niveau))
          .filter((tekst) => !gezien.has(tekst) && gezien.add(tekst));
        const lijst: IndicatorModel[] = [];
        if (teksten.length) {
          r.add("Competentieniveau", {
            leerroutepakketId: id,
            competentieId,
            niveauNummer: niveau,
            omschrijving: `${cdef.naam} op niveau ${niveau}: ${NIVEAU_OMSCHRIJVING[niveau - 1]!.toLowerCase()}.`,
          });
          teksten.forEach((naam, k) => {
            const indicatorId = w.id("Indicator");
            r.add("Indicator", {
              id: indicatorId,
              leerroutepakketId: id,
              domeinId,
              competentieId,
              niveauNummer: niveau,
              naam,
              code: `${def.code}.${ci + 1}.${String(niveau).padStart(2, "0")}.${k + 1}`,
              volgnummer: k + 1,
              createdAt: t0,
              updatedAt: t0,
            });
            lijst.push({ id: indicatorId, domeinId, competentieId, niveauNummer: niveau });
          });
        }
        comp.perNiveau.push(lijst);
      }
      domein.competenties.push(comp);
      model.competenties.push(comp);
    });
    model.domeinen.push(domein);
  });

  for (let f = 1; f <= AANTAL_FASEN; f++) {
    r.add("Fase", { leerroutepakketId: id, nummer: f, naam: FASE_NAMEN[f - 1] ?? `Fase ${f}`, omschrijving: null, volgnummer: f });
  }
  for (const u of UITSTROOMBESTEMMINGEN) r.add("Uitstroombestemming", { leerroutepakketId: id, ...u });
  for (const lr of LEERROUTES) {
    r.add("Leerroute", { leerroutepakketId: id, nummer: lr.nummer, naam: lr.naam, omschrijving: lr.omschrijving });
    for (const u of lr.uitstroombestemmingen) r.add("LeerrouteUitstroombestemming", { leerroutepakketId: id, leerrouteNummer: lr.nummer, uitstroombestemmingNummer: u });
  }
  for (const soort of Object.keys(ROUTES_PER_SCHOOLSOORT) as SchoolsoortCode[]) {
    for (const route of ROUTES_PER_SCHOOLSOORT[soort]) {
      r.add("Leerroutetraject", { leerroutepakketId: id, leerrouteNummer: route, schoolsoort: soort, naam: `Leerroute ${route} in het ${soort}`, omschrijving: null });
      trajectFasen(soort).forEach((stap, i) =>
        r.add("LeerroutetrajectFase", { leerroutepakketId: id, leerrouteNummer: route, schoolsoort: soort, volgnummer: i + 1, faseNummer: stap.fase, leerjaar: stap.leerjaar }),
      );
    }
  }

  // The stroomplan: per phase, route and domain the level aimed at, with that level's indicators.
  const doelen = new Map<string, number>();
  for (let f = 1; f <= AANTAL_FASEN; f++) {
    for (const lr of LEERROUTES) {
      model.domeinen.forEach((domein, di) => {
        const niveau = doelNiveau(lr, f, domein.def);
        doelen.set(`${lr.nummer}.${f}.${di}`, niveau);
        r.add("Leerroutepakketfase", {
          leerroutepakketId: id,
          faseNummer: f,
          leerrouteNummer: lr.nummer,
          domeinId: domein.id,
          niveauNummer: niveau,
          omschrijving: `${lr.naam}, ${domein.def.naam.toLowerCase()}: toewerken naar niveau ${niveau}.`,
        });
        for (const comp of domein.competenties) {
          for (const ind of comp.perNiveau[niveau] ?? []) {
            r.add("LeerroutepakketfaseIndicator", { leerroutepakketId: id, faseNummer: f, leerrouteNummer: lr.nummer, domeinId: domein.id, indicatorId: ind.id });
          }
        }
      });
    }
  }
  model.doel = (route, fase, domeinIndex) => doelen.get(`${route}.${Math.max(1, Math.min(AANTAL_FASEN, fase))}.${domeinIndex}`) ?? 1;
  return model;
}

export interface LesModel {
  id: number;
  lesBundelId: number;
  domeinIndex: number;
  niveau: number;
}

export interface AuteurRef {
  administratieNr: number;
  gebruikerId: string;
}

/** A customer's lesson bundles, written by staff of the package owner, linked to the package. */
export function maakLesbundels(
  w: Schrijver,
  r: Rijen,
  rng: Rng,
  o: { pakket: PakketModel; klantId: number; administratieNr: number; auteurs: AuteurRef[]; aangemaakt: Date },
): LesModel[] {
  const lessen: LesModel[] = [];
  const { pakket } = o;
  LESBUNDELS.forEach((bundel, bi) => {
    const domeinIndex = pakket.domeinen.findIndex((d) => d.def.code === bundel.domein);
    const domein = pakket.domeinen[domeinIndex]!;
    const auteur = rng.pick(o.auteurs);
    const lesBundelId = w.id("LesBundel");
    const t0 = tijdstip(rng, plusDagen(o.aangemaakt, rng.int(0, 200)));
    const gepubliceerd = rng.chance(0.8);
    r.add("LesBundel", {
      id: lesBundelId,
      administratieNr: o.administratieNr,
      klantId: o.klantId,
      auteurId: auteur.gebruikerId,
      naam: bundel.naam,
      omschrijving: bundel.omschrijving,
      volgnummer: bi + 1,
      gepubliceerd,
      gepubliceerdOp: gepubliceerd ? plusDagen(t0, 7) : null,
      gedeeld: gepubliceerd && rng.chance(0.6),
      createdAt: t0,
      updatedAt: plusDagen(t0, 7),
    });
    r.add("LesBundelLeerroutepakket", { lesBundelId, leerroutepakketId: pakket.id, klantId: o.klantId });

    // Sources: one or two links, a worksheet (file) and an image with its thumbnail, as an upload
    // gets them (only images get one; lib/services/lesbronnen.ts). The rows only: the seed stores
    // the bytes (lib/generator/lesbron-bestanden.ts, prisma/seed-data.ts).
    const bronnen: number[] = [];
    for (const link of rng.sample(LESBRON_LINKS, rng.int(1, 2))) {
      const lesbronId = w.id("Lesbron");
      bronnen.push(lesbronId);
      r.add("Lesbron", { id: lesbronId, lesBundelId, administratieNr: o.administratieNr, soort: "Link", naam: link.naam, omschrijving: null, url: link.url, bestandId: null, thumbnailBestandId: null, createdAt: t0, updatedAt: t0 });
    }
    for (const soort of ["Bestand", "Afbeelding"] as const) {
      const bestandId = w.id("Bestand");
      const pdf = soort === "Bestand";
      r.add("Bestand", {
        administratieNr: o.administratieNr,
        id: bestandId,
        gebied: "lesbron",
        opslagsleutel: `${o.administratieNr}/lesbron/${bestandId}`,
        bestandsnaam: pdf ? `werkblad-${bi + 1}.pdf` : `plaat-${bi + 1}.png`,
        mimeType: pdf ? "application/pdf" : "image/png",
        grootte: rng.int(40_000, 2_500_000),
        aangemaaktDoor: auteur.gebruikerId,
        createdAt: t0,
      });
      let thumbnailBestandId: number | null = null;
      if (!pdf) {
        thumbnailBestandId = w.id("Bestand");
        r.add("Bestand", {
          administratieNr: o.administratieNr,
          id: thumbnailBestandId,
          gebied: "lesbron",
          opslagsleutel: `${o.administratieNr}/lesbron/${thumbnailBestandId}`,
          bestandsnaam: `plaat-${bi + 1}-miniatuur.webp`,
          mimeType: "image/webp",
          grootte: rng.int(8_000, 40_000),
          aangemaaktDoor: auteur.gebruikerId,
          createdAt: t0,
        });
      }
      const lesbronId = w.id("Lesbron");
      bronnen.push(lesbronId);
      r.add("Lesbron", {
        id: lesbronId,
        lesBundelId,
        administratieNr: o.administratieNr,
        soort,
        naam: pdf ? `Werkblad ${bundel.naam.toLowerCase()}` : `Praatplaat ${bundel.naam.toLowerCase()}`,
        omschrijving: null,
        url: null,
        bestandId,
        thumbnailBestandId,
        createdAt: t0,
        updatedAt: t0,
      });
    }

    const basis = rng.int(4, 10);
    bundel.lessen.forEach((naam, li) => {
      const lesId = w.id("Les");
      const niveau = Math.min(16, basis + Math.floor(li / 2));
      r.add("Les", {
        id: lesId,
        lesBundelId,
        klantId: o.klantId,
        naam,
        omschrijving: `Les ${li + 1} uit de bundel "${bundel.naam}".`,
        inhoud: `<h2>${naam}</h2><p>Doel: de leerlingen werken aan ${domein.def.naam.toLowerCase()} op niveau ${niveau}.</p><ol><li>Introductie (5 min)</li><li>Instructie (10 min)</li><li>Verwerking (15 min)</li><li>Afsluiting (5 min)</li></ol>`,
        duurMinuten: rng.pick([20, 30, 30, 45, 45, 60]),
        volgnummer: li + 1,
        createdAt: t0,
        updatedAt: t0,
      });
      lessen.push({ id: lesId, lesBundelId, domeinIndex, niveau });
      bronnen.forEach((lesbronId, k) => {
        if (k === 0 || rng.chance(0.4)) r.add("LesLesbron", { lesId, lesbronId, administratieNr: o.administratieNr, volgnummer: k + 1 });
      });
      const comp = rng.pick(domein.competenties);
      for (const ind of (comp.perNiveau[niveau] ?? []).slice(0, 2)) r.add("LesIndicator", { lesId, leerroutepakketId: pakket.id, indicatorId: ind.id });
    });

    // Phase links: cells of this domain whose level the bundle covers.
    const gekoppeld = new Set<string>();
    for (let fase = 1; fase <= AANTAL_FASEN; fase++) {
      for (const route of [1, 2, 3, 4]) {
        const niveau = pakket.doel(route, fase, domeinIndex);
        if (niveau < basis || niveau > basis + 3 || gekoppeld.size >= 6) continue;
        const key = `${fase}.${route}`;
        gekoppeld.add(key);
        r.add("LesBundelFase", { lesBundelId, leerroutepakketId: pakket.id, faseNummer: fase, leerrouteNummer: route, domeinId: domein.id, klantId: o.klantId });
        const passend = lessen.filter((l) => l.lesBundelId === lesBundelId && Math.abs(l.niveau - niveau) <= 1).slice(0, 3);
        passend.forEach((les, i) =>
          r.add("LeerroutepakketfaseLes", { leerroutepakketId: pakket.id, faseNummer: fase, leerrouteNummer: route, domeinId: domein.id, lesId: les.id, klantId: o.klantId, volgnummer: i + 1 }),
        );
      }
    }
  });
  return lessen;
}

/** Shares bundles with staff of the customer's other administrations and adds a few suggestions. */
export function deelLesbundels(
  w: Schrijver,
  r: Rijen,
  rng: Rng,
  o: { pakket: PakketModel; klantId: number; lessen: LesModel[]; delenMet: AuteurRef[]; datum: Date },
) {
  if (!o.delenMet.length) return;
  const bundels = [...new Set(o.lessen.map((l) => l.lesBundelId))];
  for (const lesBundelId of bundels) {
    for (const m of rng.sample(o.delenMet, rng.int(0, 2))) {
      r.add("LesBundelMedewerker", { lesBundelId, administratieNr: m.administratieNr, gebruikerId: m.gebruikerId, klantId: o.klantId, magBewerken: rng.chance(0.3), createdAt: tijdstip(rng, o.datum) });
    }
    if (!rng.chance(0.25)) continue;
    const les = o.lessen.find((l) => l.lesBundelId === lesBundelId)!;
    const domein = o.pakket.domeinen[les.domeinIndex]!;
    const door = rng.pick(o.delenMet);
    const t0 = tijdstip(rng, o.datum);
    r.add("LesBundelSuggestie", {
      id: w.id("LesBundelSuggestie"),
      lesBundelId,
      klantId: o.klantId,
      leerroutepakketId: o.pakket.id,
      faseNummer: rng.int(1, AANTAL_FASEN),
      leerrouteNummer: rng.int(1, 4),
      domeinId: domein.id,
      administratieNr: door.administratieNr,
      voorgesteldDoor: door.gebruikerId,
      toelichting: "Deze bundel past goed bij deze fase; wij gebruiken hem al in onze groepen.",
      status: rng.pick(["Open", "Open", "Geaccepteerd", "Afgewezen"]),
      createdAt: t0,
      updatedAt: t0,
    });
  }
}
