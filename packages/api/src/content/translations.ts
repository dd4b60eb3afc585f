import type { ContentLang, Translations } from "../schemas/translations.js";

// What a visitor's read gives of a translatable item: the asked language's texts where there are
// some, the lb texts otherwise (named in `untranslated`); `all` keeps the lb texts and adds every
// translation.

/** Stored JSON as translations (anything else: none). */
export function storedTranslations(value: unknown): Translations {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Translations) : {};
}

/** An item's output in a language; `translations` stays only with lang=all. */
export function localize<T extends object>(item: T, lang: ContentLang, fields: readonly string[]): T {
  const { translations, ...rest } = item as T & { translations?: unknown };
  if (lang === "all") return { ...rest, translations: storedTranslations(translations) } as T;
  if (!lang || lang === "lb" || fields.length === 0) return rest as T;
  const texts = storedTranslations(translations)[lang] ?? {};
  const result: Record<string, unknown> = { ...rest };
  const untranslated: string[] = [];
  for (const field of fields) {
    const text = texts[field];
    if (typeof text === "string" && text !== "") result[field] = text;
    else if (typeof result[field] === "string" && result[field] !== "") untranslated.push(field);
  }
  // The texts left in lb: the page marks them lang="lb" (issue 32).
  if (untranslated.length > 0) result.untranslated = untranslated;
  return result as T;
}
