import { describe, expect, it } from "vitest";
import { CONTENT_TABLES, DECLARED_KINDS, translatableFields } from "../src/content/registry.js";
import { localize } from "../src/content/translations.js";
import {
  CommitteeMemberInput,
  EventCategoryInput,
  EventInput,
  PhotoCategoryInput,
  PhotoInput,
  SponsorInput,
  translationsInput,
} from "../src/schemas/index.js";

/** Every required field of an object schema with a text "x" (what a declared kind requires). */
function leastTexts(schema: unknown): object {
  const shape = (schema as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }).shape ?? {};
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => [name, "x"]),
  );
}

describe("translations", () => {
  const event = { title: "Summerfest", description: "Owend", translations: { fr: { title: "Fête" } } };

  it("localize gives the language's text where there is one, lb otherwise, and translations only with all", () => {
    // The texts left in lb are named, so a page can mark them lang="lb" (issue 32).
    expect(localize(event, "fr", ["title", "description"])).toEqual({
      title: "Fête",
      description: "Owend",
      untranslated: ["description"],
    });
    expect(localize(event, "pt", ["title", "description"])).toEqual({
      title: "Summerfest",
      description: "Owend",
      untranslated: ["title", "description"],
    });
    // An empty lb text is not named: there is nothing to mark.
    expect(localize({ ...event, description: "" }, "fr", ["title", "description"])).toEqual({
      title: "Fête",
      description: "",
    });
    expect(localize(event, undefined, ["title"])).toEqual({ title: "Summerfest", description: "Owend" });
    expect(localize(event, "all", ["title"])).toEqual(event);
  });

  it("each translatable field has the lb field's length limit", () => {
    const inputs: Record<string, { safeParse(value: unknown): { success: boolean } }> = {
      Event: EventInput,
      Sponsor: SponsorInput,
      PhotoCategory: PhotoCategoryInput,
      CommitteeMember: CommitteeMemberInput,
      EventCategory: EventCategoryInput,
      Photo: PhotoInput,
      // A declared kind (content/kinds/) brings its own input.
      ...Object.fromEntries(DECLARED_KINDS.map((kind) => [kind.spec.table, kind.input])),
    };
    const base: Record<string, object> = {
      Event: { title: "x", date: "2027-01-01" },
      Sponsor: { name: "x" },
      PhotoCategory: { name: "x" },
      CommitteeMember: { name: "x", role: "x" },
      EventCategory: { name: "x" },
      Photo: { alt: "x", categoryId: 1, src: "/media/abc.jpg" },
    };
    for (const table of CONTENT_TABLES.map((t) => t.table)) {
      const fields = translatableFields(table);
      // A declared kind's other required texts: "x" each (its required fields are texts or lists of them).
      base[table] ??= leastTexts(inputs[table]);
      for (const [field, max] of Object.entries(fields)) {
        const schema = inputs[table];
        expect(schema, table).toBeDefined();
        expect(schema?.safeParse({ ...base[table], [field]: "x".repeat(max) }).success, `${table}.${field}`).toBe(true);
        expect(schema?.safeParse({ ...base[table], [field]: "x".repeat(max + 1) }).success, `${table}.${field}`).toBe(
          false,
        );
        const translations = translationsInput(table);
        expect(translations.safeParse({ fr: { [field]: "x".repeat(max) } }).success).toBe(true);
        expect(translations.safeParse({ fr: { [field]: "x".repeat(max + 1) } }).success).toBe(false);
      }
    }
  });
});
