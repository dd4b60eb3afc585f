// Lists every message that a language's catalog has not translated yet, per catalog and language
// (after `pnpm i18n:extract` has added new texts). Exits with 1 when there is any.
import { resolve } from "node:path";
import { missingTranslations } from "./catalogs.mjs";

const missing = missingTranslations(resolve(import.meta.dirname, ".."));
for (const { catalog, locale, id } of missing) console.log(`${locale}\t${catalog}\t${id}`);
console.error(missing.length === 0 ? "Every message is translated." : `${missing.length} translation(s) missing.`);
process.exit(missing.length === 0 ? 0 : 1);
