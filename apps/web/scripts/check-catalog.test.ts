import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_LOCALES } from "@jugendclub/api/locales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LOCALES } from "../src/lib/locale.js";
import { CATALOGS, catalogFile, missingTranslations, readEntries } from "./catalogs.mjs";

// The catalog check on a copy of the app's sources and catalogs (inside the app's folder, so the
// copy's Lingui configuration finds its packages): the real catalogs are never touched.
const app = join(import.meta.dirname, "..");
let copy: string;

function runCheck(): { status: number; output: string } {
  try {
    const output = execFileSync("node", [join(app, "scripts", "check-catalog.mjs"), copy], {
      encoding: "utf8",
      stdio: "pipe",
      env: { ...process.env, PATH: `${join(app, "node_modules", ".bin")}:${process.env.PATH}` },
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** Removes one message (its reference lines, msgid and msgstr) from a catalog file. */
function dropMessage(file: string, id: string): void {
  const text = readFileSync(file, "utf8");
  const entry = new RegExp(
    `(?:#[^\\n]*\\n)*msgid ${JSON.stringify(id).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\nmsgstr "[^\\n]*"\\n\\n?`,
  );
  writeFileSync(file, text.replace(entry, ""));
}

beforeAll(() => {
  copy = mkdtempSync(join(app, ".catalog-check-"));
  for (const file of ["lingui.config.ts", "lingui.admin.config.ts", "tsconfig.json", "package.json"]) {
    cpSync(join(app, file), join(copy, file));
  }
  cpSync(join(app, "src"), join(copy, "src"), { recursive: true });
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the catalog check", () => {
  it("checks the catalogs in the languages of their one home (api/locales, lib/locale.ts)", () => {
    // catalogs.mjs is plain JavaScript for the scripts: its copy must match, or this fails.
    expect(CATALOGS.find((c) => c.name === "public")?.locales).toEqual([...PUBLIC_LOCALES]);
    expect(CATALOGS.find((c) => c.name === "admin")?.locales).toEqual([...ADMIN_LOCALES]);
  });

  // That the committed catalogs pass the whole check is the check's own run (pnpm i18n:check).
  it("finds every message translated, and the same messages in every language of a catalog", () => {
    expect(missingTranslations(app)).toEqual([]);
    for (const catalog of CATALOGS) {
      const ids = (locale: string) =>
        readEntries(readFileSync(catalogFile(app, locale, catalog.name), "utf8")).map((entry) => entry.id);
      for (const locale of catalog.locales)
        expect(ids(locale), `${locale} ${catalog.name}`).toEqual(ids(catalog.source));
    }
  });

  it("fails when a language's catalog misses a message, and when a translation is empty", () => {
    const fr = catalogFile(copy, "fr", "public");
    const en = catalogFile(copy, "en", "admin");
    const frBefore = readFileSync(fr, "utf8");
    const enBefore = readFileSync(en, "utf8");
    try {
      dropMessage(fr, "Eventen sichen");
      writeFileSync(en, enBefore.replace('msgstr "Delete for good"', 'msgstr ""'));
      const result = runCheck();
      expect(result.status).toBe(1);
      expect(result.output).toContain("The fr public catalog is out of date");
      expect(result.output).toContain('The en admin catalog has no translation of "Endgültig löschen"');
      expect(result.output).not.toContain("The de public catalog");
    } finally {
      writeFileSync(fr, frBefore);
      writeFileSync(en, enBefore);
    }
  }, 120_000);
});
