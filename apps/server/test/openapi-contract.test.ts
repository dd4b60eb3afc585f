import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

// The REST contract, kept as a committed copy of the OpenAPI document: a refactoring must leave it
// as it is (descriptions aside), and a change to it shows up in review as a change to this file.
// The copy is the whole document, descriptions included: rest-contract.test.ts generates a client
// from it and lints it. After a deliberate change:
// UPDATE_OPENAPI=1 pnpm vitest run test/openapi-contract.test.ts
const COPY = join(import.meta.dirname, "openapi.contract.json");

/**
 * The document without its descriptions, which may be reworded freely. A schema's property that
 * is called `description` (an event's text) is a field of the contract and stays.
 */
function contract(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((inner) => contract(inner));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => inProperties || key !== "description")
        .map(([key, inner]) => [key, contract(inner, !inProperties && key === "properties")]),
    );
  }
  return value;
}

describe("the REST contract", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is the committed OpenAPI document, apart from descriptions", async () => {
    const served = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    if (process.env.UPDATE_OPENAPI) writeFileSync(COPY, `${JSON.stringify(served, null, 2)}\n`);
    expect(contract(served)).toEqual(contract(JSON.parse(readFileSync(COPY, "utf8"))));
  });
});
