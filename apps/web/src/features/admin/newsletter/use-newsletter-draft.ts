import { useState } from "react";
import { useTranslations } from "../forms/use-translations.js";
import { type Newsletter, translationsToSave } from "./newsletter-rows.js";

export interface DraftValues {
  subject: string;
  body: string;
  eventIds: number[];
}

const EMPTY: DraftValues = { subject: "", body: "", eventIds: [] };

/** What the editor holds: the Luxembourgish subject and text, the translations, the events; and whether it changed. */
export function useNewsletterDraft() {
  const [values, setValues] = useState<DraftValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = (key: string) => setErrors(({ [key]: _, ...rest }) => rest);
  const translations = useTranslations(errors, clearError);
  // What was last loaded or saved, to tell unsaved changes.
  const [saved, setSaved] = useState(() => snapshot(EMPTY, {}));
  const current = snapshot(values, translationsToSave(translations.translations));
  return {
    values,
    errors,
    setErrors,
    translations,
    dirty: current !== saved,
    set<K extends keyof DraftValues>(name: K, value: DraftValues[K]) {
      setValues((all) => ({ ...all, [name]: value }));
      if (name in errors) clearError(name);
    },
    /** Fills the editor from a loaded or saved newsletter. */
    reset(from: Newsletter) {
      const next = { subject: from.subject, body: from.body, eventIds: from.eventIds };
      setValues(next);
      translations.reset(from.translations);
      setSaved(snapshot(next, translationsToSave(from.translations)));
    },
    /** What create and update take. */
    input() {
      return {
        subject: values.subject,
        body: values.body,
        lang: "lb" as const,
        translations: translationsToSave(translations.translations),
        eventIds: values.eventIds,
      };
    },
  };
}

export type NewsletterDraft = ReturnType<typeof useNewsletterDraft>;

function snapshot(values: DraftValues, translations: object): string {
  return JSON.stringify([values.subject, values.body, values.eventIds, translations]);
}
