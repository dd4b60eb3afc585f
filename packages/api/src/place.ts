// Which village an event's place lies in (issue 32): the event's own location names it where it
// can ("Buerg, Beaufort", "L-6310 Beaufort", "Sportterrain Rammeldange"); the club's town is the
// fallback for a place inside the village ("Gemengeplaz"). Zod-free: the web imports it as
// @jugendclub/api/place for the JSON-LD and the map link; the calendar feeds use it too.
import { CLUB_ADDRESS_LINES } from "./club.js";

/** The club's town, from the last line of its address ("L-6180 Rammeldange"). */
export const CLUB_TOWN = (CLUB_ADDRESS_LINES[2] ?? "").replace(/^L-\d{4}\s+/, "");

// Luxembourg's towns a location may name in its text: the communes and the villages around the
// club. A name counts as a whole word ("Beaufort", not "Beauforter").
const TOWNS = [
  CLUB_TOWN,
  "Beaufort",
  "Befort",
  "Berdorf",
  "Bettendorf",
  "Bech",
  "Consdorf",
  "Diekirch",
  "Echternach",
  "Eppeldorf",
  "Ermsdorf",
  "Ettelbruck",
  "Grevenmacher",
  "Heffingen",
  "Junglinster",
  "Larochette",
  "Lintgen",
  "Lorentzweiler",
  "Medernach",
  "Mersch",
  "Müllerthal",
  "Mullerthal",
  "Niederanven",
  "Rosport",
  "Senningerberg",
  "Steinsel",
  "Vianden",
  "Waldbillig",
  "Walferdange",
  "Wiltz",
  "Clervaux",
  "Remich",
  "Mondorf-les-Bains",
  "Esch-sur-Alzette",
  "Differdange",
  "Dudelange",
  "Luxembourg",
  "Lëtzebuerg",
];

const POSTAL = /\bL-\d{4}\s+([^,]+?)\s*$/;
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAMED = new RegExp(`(?:^|[\\s,(/])(${TOWNS.map(literal).join("|")})(?=$|[\\s,)/])`, "iu");

/** The town a location names itself, or null ("Gemengeplaz", "Jugendhaus, Haaptstrooss 12"). */
export function namedTown(location: string): string | null {
  const text = location.trim();
  if (!text) return null;
  const postal = POSTAL.exec(text);
  if (postal?.[1]) return postal[1];
  const named = NAMED.exec(text);
  if (named?.[1]) return TOWNS.find((town) => town.toLowerCase() === named[1]?.toLowerCase()) ?? named[1];
  // "Place, Town": a last part without a house number names the town.
  const parts = text.split(",").map((part) => part.trim());
  const last = parts.at(-1) ?? "";
  if (parts.length > 1 && last && !/\d/.test(last)) return last;
  return null;
}

/** The place's town for schema.org's addressLocality: the location's own, else the club's. */
export function placeLocality(location: string): string {
  return namedTown(location) ?? CLUB_TOWN;
}

/** A location that a map or a calendar finds: with the club's town added where it names none. */
export function locationWithTown(location: string): string {
  const text = location.trim();
  if (!text) return CLUB_TOWN;
  return namedTown(text) ? text : `${text}, ${CLUB_TOWN}`;
}
