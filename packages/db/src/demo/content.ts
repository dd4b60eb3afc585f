import type { SceneKind } from "@jugendclub/demo-art";
import { type DemoWhen, lastBuergsonndegYear, lastYearOf } from "./dates.js";

// Demo content for a village youth club, in Luxembourgish. Event dates follow the seasons from
// the day the demo is added (dates.ts), so a fresh install always has upcoming and past events.

export interface DemoEvent {
  title: string;
  description: string;
  when: DemoWhen;
  location: string;
  category: string;
  featured: boolean;
  scene: SceneKind;
  /** Its sign-up settings as stored (packages/api/src/signups/settings.ts), from its start; none: no sign-ups. */
  signup?: (start: Date) => Record<string, unknown>;
}

const HOUR = 3600_000;
const at = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR).toISOString();
const signupDefaults = { opensAt: null, closesAt: null, offerHours: 48, reminderHours: 24, questions: [], shifts: [] };

export const demoEventCategories = ["Party", "Sport", "Kultur", "Traditioun"] as const;

export const demoEvents: DemoEvent[] = [
  {
    title: "Summerfest am Duerf",
    description:
      "Eist grousst Summerfest um Kierchplaz: Live-Musek, Grillen, Cocktailbar a Spiller fir déi Kleng. All Erléis geet an d'Jugendaarbecht.",
    when: { next: { month: 7, day: 10, weekday: 6 }, hour: 17, minute: 0 },
    location: "Kierchplaz, Rammeldange",
    category: "Party",
    featured: true,
    scene: "summer-fest",
    // Helpers sign up for shifts, each with its own places.
    signup: (start) => ({
      ...signupDefaults,
      capacity: null,
      maxGuests: 0,
      shifts: [
        {
          id: "opbauen",
          name: "Opbauen",
          start: at(start, -3),
          end: at(start, 0),
          capacity: 6,
          translations: {
            de: { name: "Aufbauen" },
            fr: { name: "Montage" },
            en: { name: "Setting up" },
            pt: { name: "Montagem" },
          },
        },
        {
          id: "grill",
          name: "Grill",
          start: at(start, 0),
          end: at(start, 3),
          capacity: 3,
          translations: { pt: { name: "Churrasco" } },
        },
        { id: "bar", name: "Bar", start: at(start, 1), end: at(start, 4), capacity: 4 },
      ],
    }),
  },
  {
    title: "Foussballturnéier vun de Veräiner",
    description:
      "Véier géint véier op dem klenge Terrain: mellt är Ekipp bis eng Woch virdrun un. Fir Iessen an Drénken ass gesuergt.",
    when: { next: { month: 6, day: 5, weekday: 6 }, hour: 10, minute: 0 },
    location: "Sportterrain Rammeldange",
    category: "Sport",
    featured: true,
    scene: "football",
  },
  {
    title: "Kino-Owend am Jugendhaus",
    description: "Popcorn, Decken an e Film, deen d'Memberen ausgewielt hunn. Entrée gratis, Spende wëllkomm.",
    when: { inDays: 5, hour: 19, minute: 30 },
    location: "Jugendhaus, Haaptstrooss 12",
    category: "Kultur",
    featured: false,
    scene: "cinema",
  },
  {
    title: "Chrëschtmaart-Stand",
    description:
      "Mir verkafen Glühwäin, Kakao a selwer gebake Kichelcher um Chrëschtmaart. Kommt eis besichen a schwätzt mat eis iwwert d'nächst Joer.",
    when: { next: { month: 12, day: 12, weekday: 6 }, hour: 16, minute: 0 },
    location: "Gemengeplaz",
    category: "Traditioun",
    featured: true,
    scene: "christmas-market",
  },
  {
    title: "Wanderung duerch d'Mëllerdall",
    description: "Eng Dagestour op de Wee vum Mullerthal Trail, mat Picknick. Gutt Schong matbréngen!",
    when: { next: { month: 5, day: 1, weekday: 0 }, hour: 9, minute: 0 },
    location: "Treffpunkt: Busarrêt Kierch",
    category: "Sport",
    featured: false,
    scene: "hiking",
    // Places on the bus, with a guest each and a question.
    signup: () => ({
      ...signupDefaults,
      capacity: 20,
      maxGuests: 1,
      questions: [
        {
          id: "picknick",
          label: "Bréngt Dir Äre Picknick selwer mat?",
          kind: "yesno",
          options: [],
          required: true,
          sensitive: false,
          translations: {
            de: { label: "Bringen Sie Ihr Picknick selbst mit?" },
            fr: { label: "Apportez-vous votre pique-nique ?" },
            en: { label: "Will you bring your own picnic?" },
            pt: { label: "Traz o seu próprio piquenique?" },
          },
        },
      ],
    }),
  },
  {
    title: "Buergbrennen",
    description:
      "Mir bauen zesumme mam Duerf de Buerg op a feieren den Enn vum Wanter mat Eierwaffelen, Bouneschlupp a waarme Gedrénks.",
    when: { buergsonndeg: true, hour: 18, minute: 30 },
    location: "Wiss hannert der Schoul",
    category: "Traditioun",
    featured: false,
    scene: "bonfire",
  },
  {
    title: "Halloween-Party",
    description: "Verkleedung ass Pflicht! Déi beschte Kostümer gewannen e Präis.",
    when: { last: { month: 10, day: 31 }, hour: 20, minute: 0 },
    location: "Jugendhaus, Haaptstrooss 12",
    category: "Party",
    featured: false,
    scene: "halloween",
  },
  {
    title: "Concert am Gemengesall",
    description: "Dräi jonk Bands aus der Regioun spillen op. Den Owend organiséiere mir mat der Musekschoul.",
    when: { last: { month: 9, day: 19, weekday: 6 }, hour: 20, minute: 0 },
    location: "Gemengesall",
    category: "Kultur",
    featured: false,
    scene: "concert",
  },
];

export interface DemoSponsor {
  name: string;
  description: string;
  website: string;
  address: string;
  type: "main" | "secondary";
}

export const demoSponsors: DemoSponsor[] = [
  {
    name: "Bäckerei Schmit",
    description: "Frëscht Brout a Gebeess zënter 1962, an eise Summerfest-Kuch kënnt och vun hei.",
    website: "https://example.lu/baeckerei-schmit",
    address: "Haaptstrooss 4\nL-1234 Rammeldange",
    type: "main",
  },
  {
    name: "Garage Weber",
    description: "Är Garage am Duerf: Reparaturen, Pneuen an Occasiounen. Eise Buergbrennen-Camion fiert mat hinnen.",
    website: "https://example.lu/garage-weber",
    address: "Rue de la Gare 27\nL-1234 Rammeldange",
    type: "main",
  },
  {
    name: "Café um Eck",
    description: "De Stammdësch vum Comité an de beschte Kaffi an der Géigend.",
    website: "https://example.lu/cafe-um-eck",
    address: "Kierchplaz 1\nL-1234 Rammeldange",
    type: "secondary",
  },
  {
    name: "Apdikt Hoffmann",
    description: "Ënnerstëtzt eis Sportevenementer mat der Éischt-Hëllef-Këscht.",
    website: "https://example.lu/apdikt-hoffmann",
    address: "",
    type: "secondary",
  },
  {
    name: "Elektro Muller",
    description: "Liicht a Toun fir all eis Fester.",
    website: "",
    address: "Industriestrooss 8\nL-1235 Rammeldange",
    type: "secondary",
  },
];

export interface DemoGallery {
  /** The gallery's name for a demo added on `now` (the year of the last festival, not a fixed one). */
  name(now: Date): string;
  description: string;
  /** Which photo is the category's cover: one whose picture no event uses. */
  cover: number;
  photos: { alt: string; caption: string | null; scene: SceneKind }[];
}

export const demoGalleries: DemoGallery[] = [
  {
    name: (now) => `Summerfest ${lastYearOf(7, 10, now)}`,
    description: "Zwee Deeg Musek, Sonn a gutt Laun um Kierchplaz.",
    cover: 3,
    photos: [
      { alt: "D'Bühn um Owend", caption: "D'Band 'Routen' huet bis Mëtternuecht gespillt.", scene: "stage" },
      { alt: "De Grillstand", caption: "Iwwer 400 Grillwürschten an engem Owend.", scene: "grill" },
      { alt: "Liichtergirlanden iwwer dem Plaz", caption: null, scene: "string-lights" },
      { alt: "Danzen virun der Bühn", caption: "Bal dat ganzt Duerf war do.", scene: "dance" },
      { alt: "D'Cocktailbar", caption: "Eis Cocktailbar, alkoholfräi Varianten inklusiv.", scene: "cocktail-bar" },
      { alt: "Kannerspiller", caption: null, scene: "kids-games" },
      {
        alt: "Sonnenënnergang iwwer dem Zelt",
        caption: "Den éischten Owend huet mat engem Traumhimmel ugefaangen.",
        scene: "sunset-tent",
      },
      { alt: "Opraumen um Sonndeg", caption: "Merci un all d'Hëllefer!", scene: "cleanup" },
    ],
  },
  {
    name: (now) => `Buergbrennen ${lastBuergsonndegYear(now)}`,
    description: "De Buerg war dëst Joer méi héich wéi jee.",
    cover: 1,
    photos: [
      { alt: "De Buerg brennt", caption: "Punkt 19 Auer gouf ugefaangen.", scene: "buerg-burning" },
      { alt: "Fakelen am Cortège", caption: "De Cortège vun der Schoul bis op d'Wiss.", scene: "torch-parade" },
      { alt: "Funken an der Nuecht", caption: null, scene: "sparks" },
      { alt: "Ronderëm d'Feier", caption: "Waarm Hänn a waarm Bouneschlupp.", scene: "around-fire" },
      { alt: "Opbau vum Buerg", caption: "Eng ganz Woch hu mir Holz gesammelt.", scene: "bonfire-build" },
      { alt: "Déi lescht Glott", caption: null, scene: "embers" },
    ],
  },
  {
    name: () => "Ausflich & Sport",
    description: "Wanderungen, Turnéieren an eisen Trip op d'Musel.",
    cover: 0,
    photos: [
      { alt: "Ekippfoto nom Turnéier", caption: "Zweeten Plaz am Turnéier vun de Veräiner.", scene: "team-photo" },
      { alt: "Um Wee duerch d'Mëllerdall", caption: "Tëscht de Fielsen am Mëllerdall.", scene: "hiking" },
      { alt: "Mat dem Bus op d'Musel", caption: "Ausfluch op d'Musel mat 32 Memberen.", scene: "group-trip" },
      { alt: "Finale um Terrain", caption: null, scene: "football" },
      { alt: "Picknick am Bësch", caption: "Paus mat Vue.", scene: "picnic" },
      { alt: "Workshop am Jugendhaus", caption: "Siebdrock-Workshop fir eis nei T-Shirten.", scene: "workshop" },
    ],
  },
];

export const demoCommittee = [
  { name: "Laura Schmit", role: "Presidentin", email: "presidentin@jugendclub.lu", phone: "+352 621 123 456" },
  { name: "Tom Weber", role: "Vizepresident", email: "tom@jugendclub.lu", phone: "" },
  { name: "Sarah Muller", role: "Sekretärin", email: "sekretariat@jugendclub.lu", phone: "" },
  { name: "Max Hoffmann", role: "Keessier", email: "", phone: "+352 691 234 567" },
  { name: "Lena Kieffer", role: "Jugendleederin", email: "lena@jugendclub.lu", phone: "" },
  { name: "Jang Reuter", role: "Member vum Comité", email: "", phone: "" },
];
