import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_FACTS } from "../src/content/facts.js";
import { CONTENT_TABLES, type ContentTable } from "../src/content/registry.js";
import { appRouter } from "../src/routers/index.js";

// content/facts.ts is the registry's plain data, zod-free, for the web (@jugendclub/api/kinds):
// its admin kinds take translatable texts, image columns, order and 'delete all' from it. It is
// written from the registry (UPDATE_CONTENT_FACTS=1 pnpm vitest run test/content-facts.test.ts, then
// `biome format --write` formats it),
// so a kind changed on the API side and not written here fails this test.

const FILE = join(import.meta.dirname, "..", "src", "content", "facts.ts");

type Procedure = { _def: { inputs: { shape?: Record<string, unknown> }[] } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures;
/** The fields a router's create takes. */
const createShape = (router: string) => procedures[`${router}.create`]?._def.inputs[0]?.shape ?? {};

/** The facts of each table, by its router, as the registry (and so each kind's declaration) states them. */
function factsOfRegistry() {
  return Object.fromEntries(
    (CONTENT_TABLES as readonly ContentTable[]).map((t) => [
      t.router,
      {
        table: t.table,
        images: { ...t.images },
        translatable: { ...(t.translatable ?? {}) },
        ordered: t.ordered !== undefined,
        ...(t.deleteAllKey ? { deleteAllKey: t.deleteAllKey } : {}),
        ...(t.trash ? { trash: t.trash.kind } : {}),
        // What its create takes: the audit log needs a word for each (the web's kinds.test.ts).
        fields: Object.keys(createShape(t.router)).filter((name) => name !== "translations"),
      },
    ]),
  );
}

function source(): string {
  return `// Written from content/registry.ts by test/content-facts.test.ts (UPDATE_CONTENT_FACTS=1): do not edit.
// Each table's plain facts by its router, zod-free for the web (@jugendclub/api/kinds).

export const CONTENT_FACTS = ${JSON.stringify(factsOfRegistry(), null, 2)} as const;

/** A router that serves content (content/registry.ts). */
export type ContentRouter = keyof typeof CONTENT_FACTS;
`;
}

describe("the registry's zod-free facts (@jugendclub/api/kinds)", () => {
  it("are the registry's, as each kind declares them", () => {
    // Written, the file holds the registry's facts; this run's module is still the old file.
    if (process.env.UPDATE_CONTENT_FACTS) writeFileSync(FILE, source());
    else expect(CONTENT_FACTS).toEqual(factsOfRegistry());
  });
});
