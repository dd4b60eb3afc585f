import fc from "fast-check";
import { resolved, type Schema } from "./rest-contract-check.js";

// Inputs for the REST fuzz, derived from the committed document's own schemas: values the schema
// allows (so the operations get past validation and do their work), and broken ones.

/** Text a person might type, and text that probes: control characters, lone surrogates, markup. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    '\'; DROP TABLE "Event"; --',
    "a\u0000b",
    "\ud800",
    "line\r\nInjected: header",
    "2147483648",
    "-1",
    "NaN",
    "0000-01-01",
    "9999-12-31T23:00:00-05:00",
    "x".repeat(5000),
  ),
);

const isoMoment = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString());
const isoDay = isoMoment.map((moment) => moment.slice(0, 10));

/** A string property that holds a date by its name (the schemas say only "string"). */
const DATED = /(^date$|Date$|At$|^until$|^activeFrom$|^activeUntil$|^before$)/;

function stringOf(schema: Schema, name: string): fc.Arbitrary<string> {
  const max = Math.min(Number(schema.maxLength ?? 40), 40);
  const min = Math.min(Number(schema.minLength ?? 0), max);
  const plain = fc.string({ minLength: min, maxLength: max });
  if (schema.format === "email" || /mail/i.test(name)) return fc.oneof(fc.emailAddress(), plain);
  if (schema.format === "date-time" || DATED.test(name)) return fc.oneof(isoMoment, isoDay, plain);
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: hostileText });
}

function integerOf(schema: Schema): fc.Arbitrary<number> {
  const exclusive = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : undefined;
  const min = Math.max(Number(schema.minimum ?? exclusive ?? -1000), -1e6);
  const max = Math.min(Number(schema.maximum ?? 1000), 1e6);
  // Small ids first: they name rows that are there.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.max(min, 1), max: Math.max(min, 1) + 40 }) },
    fc.integer({ min, max }),
  );
}

/** Values a schema allows (as far as its keywords go; zod's own refinements are not in it). */
export function allowedValue(raw: unknown, name = "", depth = 0): fc.Arbitrary<unknown> {
  const schema = resolved(raw) as Schema;
  if (!schema || typeof schema !== "object") return fc.jsonValue({ maxDepth: 1 });
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => allowedValue(choice, name, depth)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => allowedValue({ ...schema, type }, name, depth)));
  }
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return integerOf(schema);
    case "number":
      return fc.double({ min: -1e6, max: 1e6, noNaN: true });
    case "string":
      return stringOf(schema, name);
    case "array": {
      const maxLength = Math.min(Number(schema.maxItems ?? 4), 4);
      return fc.array(allowedValue(schema.items, name, depth + 1), {
        minLength: Math.min(Number(schema.minItems ?? 0), maxLength),
        maxLength,
      });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      if (depth > 3 || Object.keys(properties).length === 0) return fc.constant({});
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, allowedValue(value, key, depth + 1)]),
      );
      return fc.record(shape, { requiredKeys: (schema.required ?? []) as string[] });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A value of the schema with one field broken: missing, of another type, or hostile. */
export function brokenValue(schema: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      allowedValue(schema),
      fc.oneof(
        hostileText,
        fc.integer(),
        fc.constant(null),
        fc.boolean(),
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      fc.nat(),
    )
    .map(([value, replacement, pick]) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return replacement;
      const keys = Object.keys((resolved(schema) as Schema).properties ?? {});
      const key = keys[pick % Math.max(keys.length, 1)] ?? "x";
      return { ...(value as object), [key]: replacement };
    });
}
