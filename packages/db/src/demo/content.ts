import type { SceneKind } from "@jugendclub/demo-art";

// Demo content for a village youth club, in Luxembourgish. Event dates are relative to the day
// the demo is added, so a fresh install always has upcoming and past events.

export interface DemoEvent {
  title: string;
  description: string;
  /** Days from today; negative is in the past. */
  inDays: number;
  hour: number;
  minute: number;
  location: string;
  category: string;
  featured: boolean;
  scene: SceneKind;
}

export const demoEventCategories = ["Party", "Sport", "Kultur", "Traditioun"] as const;

export const demoEvents: DemoEvent[] = [
  {
    title: "Summerfest am Duerf",
    description:
      "Eist grousst Summerfest um Kierchplaz: Live-Musek, Grillen, Cocktailbar a Spiller fir déi Kleng. All Erléis geet an d'Jugendaarbecht.",
    inDays: 24,
    hour: 17,
    minute: 0,
    location: "Kierchplaz, Rammeldange",
    category: "Party",
    featured: true,
    scene: "summer-fest",
  },
  {
    title: "Foussballturnéier vun de Veräiner",
    description:
      "Véier géint véier op dem klenge Terrain: mellt är Ekipp bis eng Woch virdrun un. Fir Iessen an Drénken ass gesuergt.",
    inDays: 10,
    hour: 10,
    minute: 0,
    location: "Sportterrain Rammeldange",
    category: "Sport",
    featured: true,
    scene: "football",
  },
  {
    title: "Kino-Owend am Jugendhaus",
    description: "Popcorn, Decken an e Film, deen d'Memberen ausgewielt hunn. Entrée gratis, Spende wëllkomm.",
    inDays: 5,
    hour: 19,
    minute: 30,
    location: "Jugendhaus, Haaptstrooss 12",
    category: "Kultur",
    featured: false,
    scene: "cinema",
  },
  {
    title: "Chrëschtmaart-Stand",
    description:
      "Mir verkafen Glühwäin, Kakao a selwer gebake Kichelcher um Chrëschtmaart. Kommt eis besichen a schwätzt mat eis iwwert d'nächst Joer.",
    inDays: 17,
    hour: 16,
    minute: 0,
    location: "Gemengeplaz",
    category: "Traditioun",
    featured: true,
    scene: "christmas-market",
  },
  {
    title: "Wanderung duerch d'Mëllerdall",
    description: "Eng Dagestour op de Wee vum Mullerthal Trail, mat Picknick. Gutt Schong matbréngen!",
    inDays: 45,
    hour: 9,
    minute: 0,
    location: "Treffpunkt: Busarrêt Kierch",
    category: "Sport",
    featured: false,
    scene: "hiking",
  },
  {
    title: "Buergbrennen",
    description:
      "Mir bauen zesumme mam Duerf de Buerg op a feieren den Enn vum Wanter mat Eierwaffelen, Bouneschlupp a waarme Gedrénks.",
    inDays: 84,
    hour: 18,
    minute: 30,
    location: "Wiss hannert der Schoul",
    category: "Traditioun",
    featured: false,
    scene: "bonfire",
  },
  {
    title: "Halloween-Party",
    description: "Verkleedung ass Pflicht! Déi beschte Kostümer gewannen e Präis.",
    inDays: -22,
    hour: 20,
    minute: 0,
    location: "Jugendhaus, Haaptstrooss 12",
    category: "Party",
    featured: false,
    scene: "halloween",
  },
  {
    title: "Concert am Gemengesall",
    description: "Dräi jonk Bands aus der Regioun spillen op. Den Owend organiséiere mir mat der Musekschoul.",
    inDays: -48,
    hour: 20,
    minute: 0,
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
  name: string;
  description: string;
  scene: SceneKind;
  photos: { alt: string; caption: string | null }[];
}

export const demoGalleries: DemoGallery[] = [
  {
    name: "Summerfest 2026",
    description: "Zwee Deeg Musek, Sonn a gutt Laun um Kierchplaz.",
    scene: "summer-fest",
    photos: [
      { alt: "D'Bühn um Owend", caption: "D'Band 'Routen' huet bis Mëtternuecht gespillt." },
      { alt: "De Grillstand", caption: "Iwwer 400 Grillwürschten an engem Owend." },
      { alt: "Liichtergirlanden iwwer dem Plaz", caption: null },
      { alt: "Danzen virun der Bühn", caption: "Bal dat ganzt Duerf war do." },
      { alt: "D'Cocktailbar", caption: "Eis Cocktailbar, alkoholfräi Varianten inklusiv." },
      { alt: "Kannerspiller", caption: null },
      { alt: "Sonnenënnergang iwwer dem Zelt", caption: "Den éischten Owend huet mat engem Traumhimmel ugefaangen." },
      { alt: "Opraumen um Sonndeg", caption: "Merci un all d'Hëllefer!" },
    ],
  },
  {
    name: "Buergbrennen 2026",
    description: "De Buerg war dëst Joer méi héich wéi jee.",
    scene: "bonfire",
    photos: [
      { alt: "De Buerg brennt", caption: "Punkt 19 Auer gouf ugefaangen." },
      { alt: "Fakelen am Cortège", caption: "De Cortège vun der Schoul bis op d'Wiss." },
      { alt: "Funken an der Nuecht", caption: null },
      { alt: "Ronderëm d'Feier", caption: "Waarm Hänn a waarm Bouneschlupp." },
      { alt: "Opbau vum Buerg", caption: "Eng ganz Woch hu mir Holz gesammelt." },
      { alt: "Déi lescht Glott", caption: null },
    ],
  },
  {
    name: "Ausflich & Sport",
    description: "Wanderungen, Turnéieren an eisen Trip op d'Musel.",
    scene: "football",
    photos: [
      { alt: "Ekippfoto nom Turnéier", caption: "Zweeten Plaz am Turnéier vun de Veräiner." },
      { alt: "Um Wee duerch d'Mëllerdall", caption: "Tëscht de Fielsen am Mëllerdall." },
      { alt: "Mat dem Bus op d'Musel", caption: "Ausfluch op d'Musel mat 32 Memberen." },
      { alt: "Finale um Terrain", caption: null },
      { alt: "Picknick am Bësch", caption: "Paus mat Vue." },
      { alt: "Workshop am Jugendhaus", caption: "Siebdrock-Workshop fir eis nei T-Shirten." },
    ],
  },
];

/** Scenes used for the photos of the third gallery, which mixes several activities. */
export const mixedGalleryScenes: SceneKind[] = ["football", "hiking", "group-trip", "football", "hiking", "workshop"];

export const demoCommittee = [
  { name: "Laura Schmit", role: "Presidentin", email: "presidentin@jugendclub.lu", phone: "+352 621 123 456" },
  { name: "Tom Weber", role: "Vizepresident", email: "tom@jugendclub.lu", phone: "" },
  { name: "Sarah Muller", role: "Sekretärin", email: "sekretariat@jugendclub.lu", phone: "" },
  { name: "Max Hoffmann", role: "Keessier", email: "", phone: "+352 691 234 567" },
  { name: "Lena Kieffer", role: "Jugendleederin", email: "lena@jugendclub.lu", phone: "" },
  { name: "Jang Reuter", role: "Member vum Comité", email: "", phone: "" },
];
