/** Dutch text fragments for generated plans, notes, lessons and news (faker's lorem is Latin). */
import type { Rng } from "./random";

export function vul(tekst: string, waarden: Record<string, string>): string {
  return tekst.replace(/\{(\w+)\}/g, (_, k: string) => waarden[k] ?? "");
}

export const DOEL_ZINNEN = [
  "{naam} werkt aan {competentie} op niveau {niveau}.",
  "Aan het eind van de periode beheerst {naam} de doelen van {competentie} op niveau {niveau}.",
  "{naam} laat bij {competentie} zien dat hij/zij niveau {niveau} zelfstandig beheerst.",
  "We richten ons deze periode op {competentie}: doel is niveau {niveau}.",
];

export const AANPAK_ZINNEN = [
  "Dagelijks tien minuten extra instructie in de kleine kring, met concreet materiaal.",
  "Verlengde instructie na de basisinstructie; daarna begeleid inoefenen met de leerkracht.",
  "Inzet van visuele ondersteuning (pictogrammen, stappenplan) en herhaling in kleine stappen.",
  "Twee keer per week werken met de onderwijsassistent aan de instructietafel.",
  "Spelenderwijs oefenen in de hoeken, met directe feedback en een beloningssysteem.",
  "Het doel wordt met ouders besproken zodat er thuis ook mee geoefend kan worden.",
  "Werken met een weektaak en korte evaluatiemomenten aan het eind van de dag.",
  "Inzet van digitale oefenstof op de tablet, 15 minuten per dag.",
];

export const EVALUATIE_ZINNEN = [
  "Het doel is behaald. {naam} past de vaardigheid ook toe in andere situaties.",
  "Het doel is gedeeltelijk behaald; we zetten de aanpak de volgende periode voort.",
  "Het doel is niet behaald. De aanpak wordt bijgesteld in overleg met de intern begeleider.",
  "Goede vooruitgang; {naam} heeft nog wel ondersteuning nodig bij de laatste stap.",
  "Het doel is ruim behaald; volgende periode gaan we verder met het volgende niveau.",
];

export const BEGINSITUATIE_ZINNEN = [
  "De groep is rustig gestart. De meeste leerlingen werken op of boven het verwachte niveau.",
  "In de groep is een grote spreiding in niveau; een aantal leerlingen heeft extra instructie nodig.",
  "Na de zomervakantie is er sprake van terugval bij rekenen; we starten met herhaling.",
  "De groep heeft baat bij een vaste structuur en visuele ondersteuning van het dagprogramma.",
  "Er zijn drie nieuwe leerlingen ingestroomd; de groepsvorming vraagt aandacht.",
];

export const INSTRUCTIEGROEPEN = [
  { naam: "Basisgroep", omschrijving: "Basisinstructie en zelfstandig verwerken" },
  { naam: "Verlengde instructie", omschrijving: "Verlengde instructie aan de instructietafel" },
  { naam: "Verrijkingsgroep", omschrijving: "Korte instructie en verdiepende opdrachten" },
  { naam: "Intensieve groep", omschrijving: "Intensieve begeleiding in kleine stappen" },
];

export const NOTITIE_TITELS = [
  "Gesprek met ouders", "Observatie tijdens het buitenspelen", "Telefonisch contact met moeder", "Telefonisch contact met vader",
  "Overleg met de intern begeleider", "Incident op het schoolplein", "Afspraak met de logopedist", "Terugkoppeling fysiotherapie",
  "Leerlingbespreking", "Overdracht van de vorige leerkracht", "Mail van ouders", "Verzuim en ziekmelding", "Observatie in de klas",
];

export const NOTITIE_ZINNEN = [
  "{naam} was vandaag erg onrustig na de pauze; na een time-out ging het weer goed.",
  "Ouders geven aan dat {naam} thuis moeite heeft met slapen. We houden het de komende weken in de gaten.",
  "{naam} heeft vandaag voor het eerst zelfstandig de dagtaak afgemaakt. Complimenten gegeven.",
  "Afgesproken dat {naam} twee keer per week extra leesbegeleiding krijgt.",
  "In het overleg is besloten om de aanpak voor rekenen aan te passen.",
  "{naam} speelt de laatste tijd vaker alleen. Ik ga een gesprekje met hem/haar voeren.",
  "Moeder belde: {naam} heeft een doktersafspraak en komt morgen later.",
  "Goede week gehad: {naam} werkt geconcentreerd en helpt andere kinderen.",
  "De logopedist adviseert om thuis dagelijks vijf minuten te oefenen met klanken.",
  "{naam} reageerde heftig op een verandering in het rooster; volgende keer vooraf aankondigen.",
];

export const GROEPSNOTITIE_ZINNEN = [
  "Deze week staat in het teken van het thema 'de seizoenen'.",
  "De groep gaat vrijdag op excursie naar de kinderboerderij.",
  "Nieuwe klassenregels samen met de kinderen opgesteld.",
  "Invaller op dinsdag en woensdag; de dagplanning is doorgegeven.",
  "Groepsvorming: we starten met de Kanjertraining.",
];

export const DOSSIER_ITEMS = [
  { titel: "Psychologisch onderzoek", categorie: "Onderzoeksverslagen" },
  { titel: "Intelligentieonderzoek (WISC-V)", categorie: "Onderzoeksverslagen" },
  { titel: "Logopedisch verslag", categorie: "Verslagen externen" },
  { titel: "Verslag fysiotherapie", categorie: "Verslagen externen" },
  { titel: "Medisch overzicht en medicatie", categorie: "Medisch" },
  { titel: "Uitslag Cito-toets", categorie: "Toetsresultaten" },
  { titel: "Toelaatbaarheidsverklaring", categorie: "Toelaatbaarheid" },
  { titel: "Brief aan ouders over het OPP", categorie: "Correspondentie" },
  { titel: "Overdrachtsformulier vorige school", categorie: "Overdracht" },
  { titel: "Verslag multidisciplinair overleg", categorie: "Verslagen externen" },
];

export const DOSSIER_CATEGORIEEN = ["Onderzoeksverslagen", "Verslagen externen", "Medisch", "Toetsresultaten", "Toelaatbaarheid", "Correspondentie", "Overdracht"];

export const NOTITIESOORTEN = ["Oudercontact", "Observatie", "Leerlingbespreking", "Incident", "Verzuim", "Overig"];

export const TAGS = ["Zorg", "Gedrag", "Thuissituatie", "Medisch", "Dyslexie", "Taalachterstand", "Hoogbegaafd", "Extern betrokken", "Ouders", "Belangrijk"];

export const BEOORDELAARS = [
  { naam: "Leerkracht", omschrijving: "De eigen leerkracht van de groep" },
  { naam: "Intern begeleider", omschrijving: "De intern begeleider of zorgcoördinator" },
  { naam: "Logopedist", omschrijving: "Logopedist van de school of extern" },
  { naam: "Vakleerkracht bewegingsonderwijs", omschrijving: "Gymdocent" },
  { naam: "Orthopedagoog", omschrijving: "Orthopedagoog of gedragswetenschapper" },
];

export const LESBUNDELS: readonly { naam: string; domein: string; omschrijving: string; lessen: string[] }[] = [
  { naam: "Klokkijken in kleine stappen", domein: "RW", omschrijving: "Van dagritme naar de analoge en digitale klok.", lessen: ["Ochtend, middag en avond", "De dagen van de week", "Hele uren", "Halve uren", "Kwartier over en kwartier voor", "De digitale klok", "Hoe lang duurt het?", "Het rooster van de week"] },
  { naam: "Rekenen met geld", domein: "RW", omschrijving: "Munten en briefjes herkennen, betalen en terugrekenen.", lessen: ["Munten sorteren", "Gepast betalen tot 5 euro", "Winkeltje spelen", "Teruggeven", "Boodschappenlijst met prijzen", "Sparen voor iets leuks", "Korting in de winkel"] },
  { naam: "Getallen tot 20", domein: "RW", omschrijving: "Tellen, ordenen en splitsen tot 20.", lessen: ["Tellen met blokjes", "De getallenlijn tot 10", "Splitsen tot 10", "Erbij en eraf", "Over het tiental", "De getallenlijn tot 20"] },
  { naam: "Meten in de klas", domein: "RW", omschrijving: "Lengte, gewicht en inhoud in praktische situaties.", lessen: ["Langer en korter", "Meten met de liniaal", "Wegen met de weegschaal", "Hoeveel past erin?", "Een plattegrond van de klas"] },
  { naam: "Lezen met plezier", domein: "NT", omschrijving: "Technisch lezen met korte, herhalende teksten.", lessen: ["Letters van mijn naam", "Korte woorden lezen", "Woorden met twee medeklinkers", "Samen een prentenboek lezen", "Voorlezen aan een maatje", "Een strip lezen", "Leeswedstrijd"] },
  { naam: "Woordenschat rondom het huis", domein: "NT", omschrijving: "Woorden voor voorwerpen en ruimtes thuis.", lessen: ["De keuken", "De badkamer", "De slaapkamer", "De tuin", "Woordweb maken", "Woorden uitbeelden"] },
  { naam: "Ik vertel", domein: "NT", omschrijving: "Mondelinge taal: vertellen, vragen stellen, luisteren.", lessen: ["Vertellen over het weekend", "Vragen stellen aan een klasgenoot", "Een boekbespreking", "Instructie geven aan een ander", "Een kort presentatietje"] },
  { naam: "Schrijven voor echt", domein: "NT", omschrijving: "Functioneel schrijven: lijstjes, kaarten en formulieren.", lessen: ["Mijn naam en adres", "Een boodschappenlijstje", "Een kaart sturen", "Een e-mail schrijven", "Een formulier invullen"] },
  { naam: "Ik en de ander", domein: "SEO", omschrijving: "Samen spelen, samen werken en ruzie oplossen.", lessen: ["Wie ben ik?", "Samen spelen", "Op je beurt wachten", "Als je boos bent", "Sorry zeggen", "Een compliment geven", "Samenwerken aan een opdracht"] },
  { naam: "Gevoelens herkennen", domein: "SEO", omschrijving: "Gevoelens bij jezelf en anderen herkennen en benoemen.", lessen: ["Blij en verdrietig", "Boos en bang", "Gezichten lezen", "Wat helpt mij rustig te worden?", "De gevoelensthermometer"] },
  { naam: "Zelfstandig op weg", domein: "SEO", omschrijving: "Zelfredzaamheid in en om de school.", lessen: ["Jas en tas", "De weg naar de gymzaal", "Hulp vragen", "Met het openbaar vervoer", "Op stage"] },
  { naam: "Slim aan de slag", domein: "LL", omschrijving: "Werkhouding, plannen en zelfstandig werken.", lessen: ["Mijn dagtaak", "Het stoplicht", "Werken met een stappenplan", "Mijn werk nakijken", "Mijn weekplanning", "Terugkijken: wat ging goed?"] },
];

export const LESBRON_LINKS = [
  { naam: "Instructiefilmpje (Schooltv)", url: "https://schooltv.nl/" },
  { naam: "Oefenen op Rekenweb", url: "https://www.rekenweb.nl/" },
  { naam: "Pictogrammen Sclera", url: "https://www.sclera.be/" },
  { naam: "Prentenboek digitaal", url: "https://www.bibliotheek.nl/" },
];

export const NIEUWS = [
  { titel: "Nieuwe leerroutes beschikbaar", samenvatting: "Het leerroutepakket is bijgewerkt met nieuwe indicatoren.", categorie: "Leerroutes" },
  { titel: "Studiedag over het ontwikkelingsperspectief", samenvatting: "Op de studiedag staat het OPP centraal.", categorie: "Agenda" },
  { titel: "Tips voor het groepsplan", samenvatting: "Zo maak je instructiegroepen in een paar minuten.", categorie: "Onderwijs" },
  { titel: "Onderhoud vrijdagavond", samenvatting: "De applicatie is vrijdag van 20.00 tot 22.00 uur niet bereikbaar.", categorie: "Algemeen" },
  { titel: "Nieuwe lesbundels gedeeld", samenvatting: "Collega's hebben nieuwe lesbundels gepubliceerd.", categorie: "Onderwijs" },
];

export const NIEUWS_CATEGORIEEN = ["Algemeen", "Onderwijs", "Leerroutes", "Agenda"];

export const SCHOOLNAMEN: Record<"SO" | "SBO" | "BO", string[]> = {
  SO: ["SO/VSO De Wissel", "Mytylschool De Brug", "ZML-school Het Kompas", "SO/VSO De Piramide", "Tyltylschool De Regenboog", "SO/VSO Het Baken", "Cluster 3-school De Sterrenwacht", "SO/VSO De Vlinderboom"],
  SBO: ["SBO De Zwaluw", "SBO De Boomgaard", "SBO Het Palet", "SBO De Lelie", "SBO De Toermalijn"],
  BO: ["Basisschool De Horizon", "OBS De Klimop", "CBS De Fontein", "Basisschool Het Anker", "KBS De Kameleon", "OBS De Kameleon"],
};

export const BESTUREN = ["Stichting Kans & Kleur", "Stichting Onderwijs Maatwerk", "Stichting Spectrum", "Stichting De Rijn", "Stichting Elan", "Stichting Het Brede Pad", "Stichting Leerrijk", "Stichting Noorderlicht"];

export function zin(rng: Rng, lijst: readonly string[], waarden: Record<string, string> = {}): string {
  return vul(rng.pick(lijst), waarden);
}
