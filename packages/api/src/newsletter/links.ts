import type { PublicLocale } from "../locales.js";

// The addresses of the newsletter's pages (apps/server/src/routes/newsletter-pages.ts), under the
// language's prefix: the mails link to them with the token as the query parameter `token`.

export type NewsletterPage = "confirm" | "manage" | "unsubscribe";

const prefix = (lang: PublicLocale) => (lang === "lb" ? "" : `/${lang}`);

export function newsletterLink(siteUrl: string, lang: PublicLocale, page: NewsletterPage, token: string): string {
  return `${siteUrl}${prefix(lang)}/newsletter/${page}?token=${encodeURIComponent(token)}`;
}

/** A sent newsletter's web version. */
export function webVersionLink(siteUrl: string, lang: PublicLocale, id: number): string {
  return `${siteUrl}${prefix(lang)}/newsletter/${id}`;
}
