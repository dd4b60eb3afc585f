import type { Translations } from "./use-translations.js";

/**
 * What a translatable form sends as `translations`: the API takes `{}` as "no translations", so
 * an edit form whose item was loaded without them (its byId did not ask with lang "all") would
 * erase the stored ones on every save. Such a save is refused here, loudly, instead.
 */
export function translationsToSend(form: {
  /** Whether the form edits translations (LanguageTabs). */
  translatable: boolean | undefined;
  /** Whether it edits a stored item (not a new one). */
  editing: boolean;
  /** The stored item as loaded. */
  loaded: object | undefined;
  translations: Translations;
}): { translations?: Translations } {
  if (!form.translatable) return {};
  if (form.editing) assertTranslationsLoaded(form.loaded);
  return { translations: form.translations };
}

/** Throws unless the item to edit came with its translations (byId with lang "all"). */
export function assertTranslationsLoaded(loaded: object | undefined): void {
  if (!loaded || !("translations" in loaded)) {
    throw new Error(
      'Translations not loaded: a translatable form\'s byId must ask with lang "all", or saving would erase them',
    );
  }
}
