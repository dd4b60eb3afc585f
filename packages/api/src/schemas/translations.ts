import { z } from "zod";
import { PUBLIC_LOCALES } from "../locales.js";
import { Id, optionalText } from "./common.js";

// The translations of the texts admins write (issue 22): which languages, which fields and their
// lengths come from each kind's declaration (content/kinds/, translatableText), so the rule has one home;
// schemas/table-translations.ts reads them from the registry by table.

/** The languages a text may be translated into: every public one but lb, which is the text itself. */
export const TRANSLATION_LOCALES = PUBLIC_LOCALES.filter((locale) => locale !== "lb");

const ONLY_THESE = `Übersetzungen gibt es nur für ${TRANSLATION_LOCALES.join(", ")}`;
const LANG = `Unbekannte Sprache: bitte ${PUBLIC_LOCALES.join(", ")} oder all angeben`;

/** Stored translations: language, then field, then text (only the texts that are not empty). */
export type Translations = Partial<Record<string, Partial<Record<string, string>>>>;

/**
 * The optional `lang` of a public read: one language's texts (lb when absent or without a
 * translation), or `all`: the lb texts plus a `translations` object.
 */
export const ContentLang = z
  .enum([...PUBLIC_LOCALES, "all"], { message: LANG })
  .optional()
  .meta({
    description:
      "The texts' language: lb (default), de, fr, en or pt (lb where no translation exists), or all (lb plus translations)",
  });
export type ContentLang = z.infer<typeof ContentLang>;

/** The query of a list that takes nothing but the language. */
export const LangQuery = z.object({ lang: ContentLang }).optional();

/** The input of a translatable item by id. */
export const IdLangInput = z.object({ id: Id, lang: ContentLang });

/** Drops empty texts and languages left without any, so an empty tab stores nothing. */
function compact(value: Record<string, Record<string, string> | undefined>): Translations {
  const result: Translations = {};
  for (const [locale, texts] of Object.entries(value)) {
    const kept = Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text !== ""));
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return result;
}

const textsOf = (fields: Readonly<Record<string, number>>) =>
  z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([field, max]) => [field, optionalText(max).optional()])),
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Übersetzbar sind nur: ${Object.keys(fields).join(", ")}` : undefined,
    },
  );

/**
 * A write's optional `translations` of these fields: `{ "fr": { "title": "..." } }`. Absent: the
 * stored ones stay; null or {}: none. Lengths as the lb fields'.
 */
export function translationsInputOf(fields: Readonly<Record<string, number>>) {
  const texts = textsOf(fields);
  return z
    .strictObject(Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, texts.optional()])), {
      error: (issue) => (issue.code === "unrecognized_keys" ? ONLY_THESE : undefined),
    })
    .nullish()
    .transform((value) =>
      value === undefined ? undefined : compact((value ?? {}) as Record<string, Record<string, string>>),
    )
    .meta({
      description: `Translations of ${Object.keys(fields).join(" and ")} (${TRANSLATION_LOCALES.join(", ")}); optional`,
    });
}

/** What `?lang=all` adds: the stored translations of these fields. */
export function translationsOutputOf(fields: Readonly<Record<string, number>>) {
  const texts = z.object(Object.fromEntries(Object.keys(fields).map((field) => [field, z.string().optional()])));
  return z
    .object(Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, texts.optional()])))
    .optional()
    .meta({ description: "Only with lang=all: the translations, per language" });
}

/**
 * What a read in one language (not lb, not all) adds: the translatable texts it gives in lb because
 * that language has none yet, so a page can mark them `lang="lb"`; absent when every text is translated.
 */
export const UntranslatedOutput = z.array(z.string()).optional().meta({
  description: "Only with lang de, fr, en or pt: the texts given in lb, having no translation in that language",
});
