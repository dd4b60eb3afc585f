import type { PrismaClient } from "@jugendclub/db";
import { storedTranslations } from "../content/translations.js";
import { visitorClient } from "../content/visibility.js";
import { isPublicLocale, PUBLIC_LOCALES, type PublicLocale } from "../locales.js";
import { eventPath } from "../slug.js";
import type { EventCard } from "./render.js";

// What a newsletter says in one language, and its events as cards in that language.

export interface NewsletterText {
  lang: string;
  subject: string;
  body: string;
  translations: unknown;
}

export type Versions = Partial<Record<PublicLocale, { subject: string; body: string }>>;

export function versionsOf(newsletter: NewsletterText): Versions {
  const versions: Versions = {};
  const stored = newsletter.translations as Record<string, { subject?: unknown; body?: unknown }> | null;
  for (const lang of PUBLIC_LOCALES) {
    const version = stored?.[lang];
    if (version && typeof version.subject === "string" && version.subject.trim())
      versions[lang] = { subject: version.subject, body: typeof version.body === "string" ? version.body : "" };
  }
  if (isPublicLocale(newsletter.lang))
    versions[newsletter.lang] = { subject: newsletter.subject, body: newsletter.body };
  return versions;
}

/** The reader's language's version, else the Luxembourgish, else the one it was written in. */
export function versionFor(
  newsletter: NewsletterText,
  lang: PublicLocale,
): { lang: PublicLocale; subject: string; body: string } {
  const versions = versionsOf(newsletter);
  const own = versions[lang];
  if (own) return { lang, ...own };
  if (versions.lb) return { lang: "lb", ...versions.lb };
  return {
    lang: isPublicLocale(newsletter.lang) ? newsletter.lang : "lb",
    subject: newsletter.subject,
    body: newsletter.body,
  };
}

/** The languages a newsletter has a version in. */
export function languagesOf(newsletter: NewsletterText): PublicLocale[] {
  return PUBLIC_LOCALES.filter((lang) => versionsOf(newsletter)[lang]);
}

/** A JSON column's list of ids. */
export function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

export interface EventForCard {
  id: number;
  title: string;
  translations: unknown;
  date: Date;
  location: string;
  imageUrl: string | null;
  categoryId: number;
}

export const cardSelect = {
  id: true,
  title: true,
  translations: true,
  date: true,
  location: true,
  imageUrl: true,
  categoryId: true,
} as const;

/** The events of `ids` that visitors may see now, in that order. */
export async function eventsById(prisma: PrismaClient, ids: readonly number[], now: Date): Promise<EventForCard[]> {
  if (ids.length === 0) return [];
  const rows = await visitorClient(prisma, () => now).event.findMany({
    where: { id: { in: [...ids] } },
    select: cardSelect,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row as EventForCard] : [];
  });
}

export function cardOf(event: EventForCard, lang: PublicLocale, siteUrl: string, start = event.date): EventCard {
  const texts = storedTranslations(event.translations)[lang];
  const title = lang !== "lb" && typeof texts?.title === "string" && texts.title ? texts.title : event.title;
  const prefix = lang === "lb" ? "" : `/${lang}`;
  const image = event.imageUrl ? (event.imageUrl.startsWith("/") ? `${siteUrl}${event.imageUrl}` : event.imageUrl) : "";
  return {
    title,
    start,
    location: event.location,
    url: `${siteUrl}${prefix}${eventPath(event.id, event.title)}`,
    image,
  };
}
