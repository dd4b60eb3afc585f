/** The public site's languages; lb is the default and the fallback. */
export const PUBLIC_LOCALES = ["lb", "de", "fr", "en", "pt"] as const;
export type PublicLocale = (typeof PUBLIC_LOCALES)[number];
export const DEFAULT_LOCALE: PublicLocale = "lb";
export function isPublicLocale(value: unknown): value is PublicLocale {
  return typeof value === "string" && (PUBLIC_LOCALES as readonly string[]).includes(value);
}

/** The locale Intl formats dates in for each language (mails, the sign-up pages). */
export const DATE_LOCALE: Record<PublicLocale, string> = {
  lb: "lb",
  de: "de-LU",
  fr: "fr-LU",
  en: "en-GB",
  pt: "pt-PT",
};

/** A date and time in a language, in Luxembourg's time ("Sonndeg, 2. Mee 2027 um 09:00"). */
export function formatDateTimeIn(date: Date, lang: PublicLocale): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Luxembourg",
  }).format(date);
}

/** A time of day in a language, in Luxembourg's time. */
export function formatTimeIn(date: Date, lang: PublicLocale): string {
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], { timeStyle: "short", timeZone: "Europe/Luxembourg" }).format(date);
}
