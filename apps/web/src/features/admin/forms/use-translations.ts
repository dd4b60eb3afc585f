import { useState } from "react";

/** Per language (de, fr, en, pt), per field, the translated text. */
export type Translations = Record<string, Record<string, string | undefined> | undefined>;

/**
 * The translations a form edits beside its Luxembourgish fields, bound to LanguageTabs: each
 * input's text, its change (which takes the server's message for it away) and that message.
 */
export function useTranslations(errors: Record<string, string>, clearError: (key: string) => void) {
  const [translations, setTranslations] = useState<Translations>({});
  const [changed, setChanged] = useState(false);
  return {
    translations,
    /** Whether the admin changed a translation since they were filled. */
    translationsChanged: changed,
    /** Fills them from a loaded item (none: empty). */
    reset: (from: unknown) => {
      setTranslations((from as Translations | undefined) ?? {});
      setChanged(false);
    },
    /** A translation's input: its text in `locale` of the field `name`, onChange and error. */
    translation: (locale: string, name: string) => {
      const key = `translations.${locale}.${name}`;
      return {
        value: translations[locale]?.[name] ?? "",
        onChange: (event: { currentTarget: { value: string } }) => {
          const text = event.currentTarget.value;
          setTranslations((all) => ({ ...all, [locale]: { ...all[locale], [name]: text } }));
          setChanged(true);
          if (key in errors) clearError(key);
        },
        error: errors[key],
      };
    },
    /** Whether a language has any translated text (its tab says so). */
    translated: (locale: string) => Object.values(translations[locale] ?? {}).some((text) => !!text?.trim()),
    /** A problem with the translations as a whole (a language the server does not know). */
    translationsError: errors.translations,
  };
}
