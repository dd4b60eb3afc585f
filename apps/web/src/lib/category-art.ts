// The picture of an event without one: an illustration of its category (scripts/generate-images.ts
// draws them from @jugendclub/demo-art at build time, as small WebP files), not one grey placeholder
// for all. Categories are the admins' free text, so the kind is read from the name, in any of the
// site's languages ("Sport", "Fête", "Traditioun"); a name it does not know gets the club's general
// picture. The picture is decoration: the card and the page show it with alt="".

/** The illustrated kinds, each a file /placeholders/event-<kind>.webp. */
export const CATEGORY_ART_KINDS = ["party", "sport", "culture", "tradition", "other"] as const;
export type CategoryArtKind = (typeof CATEGORY_ART_KINDS)[number];

/** Word beginnings that name each kind, lowercase without accents. */
const WORDS: Record<Exclude<CategoryArtKind, "other">, readonly string[]> = {
  party: ["party", "parties", "fest", "feier", "fete", "festa", "soiree", "disco", "fuesend", "kiermes"],
  sport: ["sport", "desport", "esport", "fussbal", "footbal", "futebol", "spill", "jeux", "jogo", "game", "turnier"],
  culture: [
    "kultur",
    "cultur",
    "kino",
    "cinema",
    "konzert",
    "concert",
    "musek",
    "musik",
    "music",
    "musique",
    "theater",
    "theatre",
    "teatro",
    "atelier",
    "workshop",
  ],
  tradition: [
    "traditio",
    "tradicao",
    "brauch",
    "coutume",
    "custom",
    "hallowee",
    "chrechtdag",
    "weihnacht",
    "noel",
    "christmas",
    "natal",
    "buerg",
  ],
};

/** The kind of illustration a category's name asks for. */
export function categoryArtKind(category: string): CategoryArtKind {
  const words = category
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const [kind, beginnings] of Object.entries(WORDS) as [CategoryArtKind, readonly string[]][]) {
    if (words.some((word) => beginnings.some((beginning) => word.startsWith(beginning)))) return kind;
  }
  return "other";
}

/** The illustration's address for an event of this category. */
export function categoryArt(category: string): string {
  return `/placeholders/event-${categoryArtKind(category)}.webp`;
}
