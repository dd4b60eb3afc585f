// The web app's Lingui catalogs, declared once for the catalog check (check-catalog.mjs) and the
// list of missing translations (missing-translations.mjs): the public site's (lb the source) and
// the admin panel's (de the source), each with its languages.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const CATALOGS = [
  { name: "public", config: "lingui.config.ts", source: "lb", locales: ["lb", "de", "fr", "en", "pt"] },
  { name: "admin", config: "lingui.admin.config.ts", source: "de", locales: ["de", "en"] },
];

/** A catalog's file: src/locales/<locale>/<name>.po under the app's folder. */
export const catalogFile = (root, locale, name) => join(root, "src", "locales", locale, `${name}.po`);

const unquote = (text) => JSON.parse(`"${text}"`);

/** A .po file's entries: each msgid with its msgstr (msgid "" is the header, left out). */
export function readEntries(text) {
  const entries = [];
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    const id = unquote(match[1]);
    if (id) entries.push({ id, text: unquote(match[2]) });
  }
  return entries;
}

/** Every message of a catalog that has no text in a language other than the source. */
export function missingTranslations(root) {
  const missing = [];
  for (const catalog of CATALOGS) {
    for (const locale of catalog.locales) {
      if (locale === catalog.source) continue;
      for (const entry of readEntries(readFileSync(catalogFile(root, locale, catalog.name), "utf8"))) {
        if (!entry.text) missing.push({ catalog: catalog.name, locale, id: entry.id });
      }
    }
  }
  return missing;
}
