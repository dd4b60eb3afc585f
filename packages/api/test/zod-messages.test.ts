import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContactSubmissionInput, EventInput } from "../src/schemas/index.js";
import { germanMessage } from "../src/zod-messages.js";

const messages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: germanMessage });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("German messages for zod's own issues", () => {
  it("say what is missing, what is allowed and what was expected", () => {
    expect(messages(z.object({ a: z.string() }), {})).toEqual(["a: Pflichtfeld: bitte angeben"]);
    expect(messages(z.object({ a: z.number() }), { a: "x" })).toEqual(["a: Ungültiger Wert: erwartet eine Zahl"]);
    expect(messages(z.enum(["a", "b"]), "c")).toEqual([': Ungültiger Wert: erlaubt sind "a", "b"']);
    expect(messages(z.literal(true), false)).toEqual([": Ungültiger Wert: erlaubt ist true"]);
  });

  it("give limits in characters for text, entries for lists and plain numbers otherwise", () => {
    expect(messages(z.string().max(3), "abcd")).toEqual([": Höchstens 3 Zeichen"]);
    expect(messages(z.string().min(1), "")).toEqual([": Darf nicht leer sein"]);
    expect(messages(z.string().min(8), "abc")).toEqual([": Mindestens 8 Zeichen"]);
    expect(messages(z.array(z.number()).max(1), [1, 2])).toEqual([": Höchstens 1 Einträge"]);
    expect(messages(z.number().int().max(100_000), 100_001)).toEqual([": Höchstens 100000"]);
    expect(messages(z.number().positive(), 0)).toEqual([": Größer als 0"]);
    expect(messages(z.iso.datetime(), "morgen")).toEqual([
      ": Bitte Datum und Uhrzeit angeben (ISO 8601, z. B. 2026-05-01T18:00:00Z)",
    ]);
    expect(messages(z.strictObject({}), { extra: 1 })).toEqual([": Unbekannte Felder: extra"]);
  });

  it("leave the schemas' own messages as they are", () => {
    const contact = messages(ContactSubmissionInput, { type: "membership", name: "A", email: "x", message: "m" });
    expect(contact).toEqual(["email: Bitte eine gültige E-Mail-Adresse eingeben"]);
    const event = messages(EventInput, { title: "", date: "2027-01-01T18:00:00Z" });
    expect(event).toContain("title: Bitte alle Pflichtfelder ausfüllen");
  });
});
