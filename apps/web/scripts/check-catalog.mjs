// Fails when any catalog, in any language, misses a text of the code or holds one the code no
// longer has (runs the extraction and compares, then puts every catalog back as it was), or when a
// language has a message without its translation. `node scripts/check-catalog.mjs [app folder]`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { CATALOGS, catalogFile, missingTranslations } from "./catalogs.mjs";

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, ".."));
const normalise = (text) =>
  text
    .split("\n")
    .filter((line) => !line.startsWith('"POT-Creation-Date'))
    .join("\n");

const problems = [];
for (const catalog of CATALOGS) {
  const files = catalog.locales.map((locale) => catalogFile(root, locale, catalog.name));
  const before = files.map((file) => readFileSync(file, "utf8"));
  try {
    execFileSync("lingui", ["extract", "--clean", "--config", catalog.config], { stdio: "ignore", cwd: root });
    files.forEach((file, index) => {
      if (normalise(readFileSync(file, "utf8")) !== normalise(before[index])) {
        problems.push(
          `The ${catalog.locales[index]} ${catalog.name} catalog is out of date (a text is missing or no longer used).`,
        );
      }
    });
  } finally {
    files.forEach((file, index) => {
      writeFileSync(file, before[index]);
    });
  }
}
for (const { catalog, locale, id } of missingTranslations(root)) {
  problems.push(`The ${locale} ${catalog} catalog has no translation of "${id}".`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(
    "Run `pnpm --filter @jugendclub/web i18n:extract`, translate (`pnpm --filter @jugendclub/web i18n:missing`) and commit.",
  );
  process.exit(1);
}
console.log(
  `Every text is in every catalog: ${CATALOGS.map((c) => `${c.name} (${c.locales.join(", ")})`).join(", ")}.`,
);
