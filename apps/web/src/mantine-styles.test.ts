import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The app imports Mantine's styles component by component (styles.css), so that a page carries only
// the CSS of what it uses. A component used without its stylesheet renders as bare HTML (a radio
// button with a large black dot under it, as the membership form's question did): every component
// the source imports from @mantine/core that has a stylesheet of its own must have it imported.

const src = import.meta.dirname;
const mantineStyles = join(src, "..", "node_modules", "@mantine", "core", "styles");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file imports from @mantine/core (types aside). */
function mantineImports(text: string): string[] {
  return [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@mantine\/core"/g)].flatMap((match) =>
    (match[1] as string)
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0] as string),
  );
}

describe("Mantine's stylesheets", () => {
  it("are imported for every component the app uses", () => {
    const used = new Set(sourceFiles(src).flatMap((file) => mantineImports(readFileSync(file, "utf8"))));
    expect(used.has("Radio")).toBe(true);
    expect(existsSync(join(mantineStyles, "Radio.css"))).toBe(true);
    const imported = readFileSync(join(src, "styles.css"), "utf8");
    const missing = [...used].filter(
      (name) =>
        existsSync(join(mantineStyles, `${name}.css`)) && !imported.includes(`@mantine/core/styles/${name}.css`),
    );
    expect(missing).toEqual([]);
  });
});
