// /sitemap.xml (sitemaps.org protocol 0.9): the public pages and every event page, with lastmod.

import type { PrismaClient } from "@jugendclub/db";
import { CONTENT_TABLES, delegateOf } from "../content/registry.js";
import { storedTranslations } from "../content/translations.js";
import { DEFAULT_LOCALE, isPublicLocale } from "../locales.js";
import { eventPath } from "../slug.js";

export interface SitemapEntry {
  /** The page's absolute URL. */
  loc: string;
  lastmod?: Date;
  /**
   * The same page in every language (hreflang, absolute URL), x-default being the Luxembourgish
   * one: what the page's own `<link rel="alternate">` tags name.
   */
  alternates?: readonly { hreflang: string; href: string }[];
}

/**
 * The content a public page shows (the web's page table, site-pages.ts, names it per page): each
 * table of the registry, as its Prisma delegate names it ("committeeMember").
 */
export type SitemapContent = Uncapitalize<(typeof CONTENT_TABLES)[number]["table"]>;
const MODELS = CONTENT_TABLES.map((t) => delegateOf(t.table) as SitemapContent);

async function latestChanges(prisma: PrismaClient): Promise<Map<SitemapContent, Date>> {
  const latest = new Map<SitemapContent, Date>();
  await Promise.all(
    MODELS.map(async (model) => {
      const delegate = prisma[model] as unknown as {
        aggregate(args: object): Promise<{ _max: { updatedAt: Date | null } }>;
      };
      const { _max } = await delegate.aggregate({ _max: { updatedAt: true } });
      if (_max.updatedAt) latest.set(model, _max.updatedAt);
    }),
  );
  return latest;
}

const latestOf = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((max, date) => (date && (!max || date > max) ? date : max), undefined);

/**
 * The sitemap's entries: each public page (lastmod: the latest change of what it `shows`; none
 * when it shows no content), then every event page, past ones
 * included, by id (lastmod: the event's own last change). Deletions do not move a lastmod.
 * `addresses` gives a page's address in every language (/events, /fr/events, ...): each is listed.
 */
export async function sitemapEntries(
  prisma: PrismaClient,
  publicUrl: string,
  pages: readonly { path: string; shows: readonly SitemapContent[] }[],
  addresses: (path: string) => readonly string[] = (path) => [path],
): Promise<SitemapEntry[]> {
  const [latest, events] = await Promise.all([
    latestChanges(prisma),
    prisma.event.findMany({
      select: { id: true, title: true, translations: true, updatedAt: true },
      orderBy: { id: "asc" },
    }),
  ]);
  /** One entry per language of a page, each naming all of them. */
  const group = (paths: readonly string[], lastmod: Date | undefined): SitemapEntry[] => {
    const alternates = paths.map((path) => ({ hreflang: languageOf(path), href: `${publicUrl}${path}` }));
    const fallback = alternates.find((alternate) => alternate.hreflang === DEFAULT_LOCALE);
    if (fallback) alternates.push({ hreflang: "x-default", href: fallback.href });
    return alternates
      .filter((alternate) => alternate.hreflang !== "x-default")
      .map((alternate) => ({
        loc: alternate.href,
        ...(lastmod ? { lastmod } : {}),
        ...(paths.length > 1 ? { alternates } : {}),
      }));
  };
  return [
    ...pages.flatMap((page) => group(addresses(page.path), latestOf(page.shows.map((model) => latest.get(model))))),
    ...events.flatMap((event) =>
      group(
        addresses(eventPath(event.id, event.title)).map((path) => inItsLanguage(path, event.id, event.translations)),
        event.updatedAt,
      ),
    ),
  ];
}

/** The language of an address: its prefix (/fr/events), lb without one. */
function languageOf(path: string): string {
  const prefix = /^\/([a-z]{2})(?=\/|$)/.exec(path)?.[1];
  return prefix && isPublicLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

/**
 * An event's address in a language takes its slug from the title visitors see there (the
 * translated one where there is one), as the event page's own redirect does: /fr/events/12-fete.
 */
function inItsLanguage(path: string, id: number, translations: unknown): string {
  const prefix = /^\/([a-z]{2})\/events\//.exec(path)?.[1];
  if (!prefix || !isPublicLocale(prefix)) return path;
  const title = storedTranslations(translations)[prefix]?.title;
  return typeof title === "string" && title !== "" ? `/${prefix}${eventPath(id, title)}` : path;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** W3C date-time to the second, in UTC: 2027-07-10T17:00:00Z. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The sitemap document. One file holds up to 50 000 URLs, far beyond a club's events. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n` +
      (entry.lastmod ? `    <lastmod>${w3cDate(entry.lastmod)}</lastmod>\n` : "") +
      (entry.alternates ?? [])
        .map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>\n`,
        )
        .join("") +
      "  </url>\n",
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("") +
    "</urlset>\n"
  );
}
