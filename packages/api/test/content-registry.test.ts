import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createTestDatabase, repoRoot, type TestDatabase } from "@jugendclub/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  CONTENT_TABLES,
  IMAGE_COLUMNS,
  PRIVATE_TABLES,
  SHOWN_WITH_CONTENT,
  VERSIONED_TABLES,
} from "../src/content/registry.js";

// The rules that fail silently when forgotten: a table whose writes do not move the content
// version serves stale cached pages (read from the schema and the migrated database here, not
// from the registry, so a new table fails this test until the registry has it). An image column
// the sweep does not know loses its images 10 minutes after upload: test/content-kinds.test.ts
// finds image fields by what the writes take, whatever their names.

interface Field {
  model: string;
  name: string;
  type: string;
  doc: string;
}

/** The models and their scalar fields, from prisma/schema.prisma. */
function schemaFields(): { models: string[]; fields: Field[] } {
  const text = readFileSync(join(repoRoot, "prisma", "schema.prisma"), "utf8");
  const models: string[] = [];
  const fields: Field[] = [];
  for (const block of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const model = block[1] as string;
    models.push(model);
    let doc = "";
    for (const line of (block[2] as string).split("\n")) {
      const trimmed = line.trim();
      if (trimmed.startsWith("///")) {
        doc += `${trimmed.slice(3)} `;
        continue;
      }
      const field = /^(\w+)\s+(\w+)/.exec(trimmed);
      if (field) fields.push({ model, name: field[1] as string, type: field[2] as string, doc });
      doc = "";
    }
  }
  return { models, fields };
}

describe("the content registry", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject("dbTemplate"));
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("names every table of the schema exactly once: content, shown with content, or private", () => {
    const listed = [...CONTENT_TABLES.map((t) => t.table), ...SHOWN_WITH_CONTENT, ...PRIVATE_TABLES];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(schemaFields().models.sort());
  });

  it("declares only real image columns: text columns of its own table", () => {
    // Which fields are images goes by what the writes take (test/content-kinds.test.ts), not by
    // a column's name: here, each declared one must be a text column of the schema.
    const { fields } = schemaFields();
    for (const { table, column } of IMAGE_COLUMNS) {
      const field = fields.find((f) => f.model === table && f.name === column);
      expect(field?.type, `${table}.${column}`).toBe("String");
    }
    expect(IMAGE_COLUMNS.length).toBeGreaterThanOrEqual(CONTENT_TABLES.length - 1);
  });

  it("moves the content version on with every write to a versioned table, and never for a private one", async () => {
    const version = async () =>
      Number(
        (await db.prisma.$queryRawUnsafe<{ version: bigint }[]>(`SELECT version FROM "ContentVersion"`))[0]?.version,
      );
    const touch = async (table: string) => {
      // An UPDATE that changes no row still fires the statement-level trigger, and leaves the data alone.
      const [column] = await db.prisma.$queryRawUnsafe<{ column_name: string }[]>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position LIMIT 1`,
        table,
      );
      await db.prisma.$executeRawUnsafe(
        `UPDATE "${table}" SET "${column?.column_name}" = "${column?.column_name}" WHERE false`,
      );
    };
    for (const table of VERSIONED_TABLES) {
      const before = await version();
      await touch(table);
      expect(
        await version(),
        `a write to ${table} moves the content version: mark its model /// @content-version in prisma/schema.prisma, then pnpm db:migration:create writes its trigger`,
      ).toBeGreaterThan(before);
    }
    for (const table of PRIVATE_TABLES.filter((t) => t !== "ContentVersion")) {
      const before = await version();
      await touch(table);
      expect(await version(), `a write to ${table} leaves the content version`).toBe(before);
    }
  });
});
