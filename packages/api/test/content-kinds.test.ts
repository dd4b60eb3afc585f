import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { defineKind } from "../src/content/kind.js";
import { committeeKind } from "../src/content/kinds/committee.js";
import { CONTENT_TABLES, type ContentTable, IMAGE_COLUMNS, translatableFields } from "../src/content/registry.js";
import { appRouter } from "../src/routers/index.js";
import { TRASH_KINDS, TRASHABLE_TABLES } from "../src/trash/kinds.js";

// The steps of a new kind of content that used to fail silently, each made loud: read from the
// routers' own schemas (what a REST or tRPC write really takes), not from column names.
//  - an image column the registry does not declare: the sweep deletes its files;
//  - a translatable kind whose write schema lacks `translations`: zod strips them without a word;
//  - a write schema with `translations` for a kind the registry does not declare translatable:
//    the store drops them without a word.

type Procedure = { _def: { inputs: z.ZodType[]; output?: z.ZodType; type: string } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures;

/** The fields of a procedure's input object (its first input), or none. */
function inputShape(path: string): Record<string, z.ZodType> {
  const input = procedures[path]?._def.inputs[0] as { shape?: Record<string, z.ZodType> } | undefined;
  return input?.shape ?? {};
}

/** The fields of an item of a procedure's output (a list's element), or none. */
function outputShape(path: string): Record<string, z.ZodType> {
  let output = procedures[path]?._def.output as
    | { shape?: Record<string, z.ZodType>; element?: unknown; unwrap?: () => unknown }
    | undefined;
  if (output?.element) output = output.element as typeof output;
  return output?.shape ?? {};
}

const IMAGE_MESSAGE = "Bitte ein hochgeladenes Bild oder eine Bild-URL angeben";

/**
 * Whether a field is an image path by what it does (however wrapped or refined): it refuses a
 * plain text with the image message, and takes an uploaded image's path.
 */
function takesImages(schema: z.ZodType): boolean {
  const refused = schema.safeParse("no image");
  return (
    !refused.success &&
    refused.error.issues.some((issue) => issue.message === IMAGE_MESSAGE) &&
    schema.safeParse("/media/a1.webp").success
  );
}

/** A router's writes of an item's fields: every mutation but the order and delete. */
function writesOf(router: string): string[] {
  return Object.keys(procedures).filter(
    (path) =>
      path.startsWith(`${router}.`) &&
      procedures[path]?._def.type === "mutation" &&
      !/\.(order|delete)$/.test(path) &&
      Object.keys(inputShape(path)).length > 0,
  );
}

describe("each kind of content", () => {
  it("declared in content/kinds/ is in the registry, with its router in the API", async () => {
    const folder = join(import.meta.dirname, "../src/content/kinds");
    const files = readdirSync(folder).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const kinds = Object.values(await import(join(folder, file))).filter(
        (value): value is { entry: ContentTable } => typeof value === "object" && value !== null && "entry" in value,
      );
      expect(kinds.length, `${file} declares a kind`).toBe(1);
      for (const { entry } of kinds) {
        expect(CONTENT_TABLES as readonly ContentTable[], `${entry.table} in CONTENT_TABLES`).toContain(entry);
        expect(writesOf(entry.router), `the ${entry.router} router`).not.toEqual([]);
      }
    }
  });

  it("goes into the trash when deleted: the trash takes every content table but the event categories", () => {
    const trashed = Object.values(TRASH_KINDS).map((kind) => kind.table);
    for (const t of CONTENT_TABLES as readonly ContentTable[]) {
      expect(trashed.includes(t.table), t.table).toBe(t.table !== "EventCategory");
    }
    expect(TRASHABLE_TABLES.indexOf("Photo")).toBeLessThan(TRASHABLE_TABLES.indexOf("PhotoCategory"));
    expect(TRASH_KINDS["committee-member"]).toEqual({
      table: "CommitteeMember",
      label: "Vorstandsmitglied",
      notFound: "Vorstandsmitglied nicht gefunden",
      title: "name",
      image: "photo",
    });
    // The field that names an item in the trash must be one the kind writes.
    expect(() =>
      defineKind({
        ...committeeKind.spec,
        trash: { ...committeeKind.spec.trash, title: "headline" },
      }),
    ).toThrow('CommitteeMember: the trash names an item by a field it writes, not "headline"');
  });

  it("has writes of its fields (the checks below read them)", () => {
    for (const { router } of CONTENT_TABLES) expect(writesOf(router), router).not.toEqual([]);
    expect(writesOf("sponsors").sort()).toEqual(["sponsors.create", "sponsors.patch", "sponsors.update"]);
  });

  it("declares every image field its writes take, and each declared one is an image field", () => {
    for (const table of CONTENT_TABLES as readonly ContentTable[]) {
      const declared = Object.keys(table.images).sort();
      for (const write of writesOf(table.router)) {
        const shape = inputShape(write);
        const images = Object.keys(shape)
          .filter((field) => takesImages(shape[field] as z.ZodType))
          .sort();
        expect(images, `${table.table}: image fields of ${write} vs. the registry's images`).toEqual(declared);
      }
    }
  });

  it("finds an image field by what it takes, whatever its name (a column named teaser is one too)", () => {
    const shape = inputShape("sponsors.create");
    expect(takesImages(shape.logo as z.ZodType)).toBe(true);
    expect(takesImages(shape.name as z.ZodType)).toBe(false);
    expect(takesImages(shape.website as z.ZodType)).toBe(false);
    expect(IMAGE_COLUMNS.map((c) => `${c.table}.${c.column}`)).toContain("Sponsor.logo");
  });

  it("takes and gives `translations` exactly when the registry declares translatable texts", () => {
    for (const table of CONTENT_TABLES as readonly ContentTable[]) {
      const fields = Object.keys(translatableFields(table.table));
      const translatable = fields.length > 0;
      for (const write of writesOf(table.router)) {
        const shape = inputShape(write);
        expect("translations" in shape, `${write} takes translations`).toBe(translatable);
        for (const field of fields) expect(shape[field], `${write}: ${field}`).toBeDefined();
      }
      const read = procedures[`${table.router}.byId`] ? `${table.router}.byId` : `${table.router}.list`;
      expect("translations" in outputShape(read), `${read} gives translations`).toBe(translatable);
      // Its reads take the language, so that an edit form can ask for every translation.
      if (read.endsWith("byId")) expect("lang" in inputShape(read), `${read} takes lang`).toBe(translatable);
    }
  });
});
