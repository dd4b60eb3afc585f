import { CONTENT_FACTS, type ContentRouter } from "@jugendclub/api/kinds";
import { type ContractOperation, contractOperations, resolved, type Schema } from "./rest-contract-check.js";

// The REST contract test's cases for a kind of content's standard operations (list, byId, create,
// update, patch, delete, order), derived from the committed document: a create takes the least
// body its schema allows, the others work on an item made that way. A new kind's operations are
// then covered without a line in rest-contract.test.ts; a case written there replaces the derived
// one, and a required field no least value fits (a pattern, a reference) fails with a sentence
// that asks for one.

/** One call through the client (rest-contract.test.ts's Call, the part these cases use). */
export interface KindCall {
  path?: Record<string, string | number>;
  body?: unknown;
  auth?: "none";
}
export interface KindCase {
  ok: () => Promise<KindCall> | KindCall;
}
/** How a case makes what it needs: through the REST paths as an admin. */
export interface Maker {
  post(path: string, body: unknown): Promise<{ id: number }>;
  list(path: string): Promise<{ id: number }[]>;
}

const STANDARD = ["list", "byId", "create", "update", "patch", "delete", "order"] as const;

/** The least value a schema takes, made distinct by `n` where it is a text; throws where none fits. */
export function leastValue(schema: Schema, n: number, where: string): unknown {
  const own = resolved(schema) as Schema;
  if (Array.isArray(own.anyOf)) {
    const options = own.anyOf as Schema[];
    return leastValue(options.find((option) => option.type !== "null") ?? (options[0] as Schema), n, where);
  }
  if (Array.isArray(own.enum)) return own.enum[0];
  const type = Array.isArray(own.type) ? own.type.find((one) => one !== "null") : own.type;
  if (type === "object") {
    const properties = (own.properties ?? {}) as Record<string, Schema>;
    const required = (own.required ?? []) as string[];
    return Object.fromEntries(
      required.map((name) => [name, leastValue(properties[name] ?? {}, n, `${where}.${name}`)]),
    );
  }
  if (type === "string") {
    if (own.pattern || own.format)
      throw new Error(`${where}: no least value fits its ${own.pattern ? "pattern" : "format"}; write its case`);
    const text = `Beispill ${n}`.slice(0, Number(own.maxLength ?? 200));
    return text.padEnd(Number(own.minLength ?? 0), "x");
  }
  if (type === "integer" || type === "number") return Number(own.minimum ?? 0);
  if (type === "boolean") return false;
  if (type === "array") return [];
  throw new Error(`${where}: no least value for a schema of type ${String(type)}; write its case`);
}

const operation = (id: string) => contractOperations.find((op) => op.id === id);

/** The request body schema of an operation. */
const bodySchema = (op: ContractOperation) =>
  op.operation.requestBody?.content["application/json"]?.schema ?? ({ type: "object" } as Schema);

/**
 * The derived case of every standard operation of a content router (CONTENT_FACTS) that the
 * document has and `written` does not, by operation id.
 */
export function kindCases(written: Record<string, unknown>, make: Maker): Record<string, KindCase> {
  let n = 0;
  const cases: Record<string, KindCase> = {};
  for (const router of Object.keys(CONTENT_FACTS) as ContentRouter[]) {
    const create = operation(`${router}-create`);
    const least = () => (create ? leastValue(bodySchema(create), ++n, `${router}-create`) : {});
    const item = async () => {
      if (!create) throw new Error(`${router}: no create operation to make an item with; write its cases`);
      return make.post(create.path, least());
    };
    const derived: Record<(typeof STANDARD)[number], KindCase> = {
      list: { ok: () => ({ auth: "none" }) },
      create: { ok: () => ({ body: least() }) },
      byId: { ok: async () => ({ path: { id: (await item()).id } }) },
      update: { ok: async () => ({ path: { id: (await item()).id }, body: least() }) },
      patch: { ok: async () => ({ path: { id: (await item()).id }, body: {} }) },
      delete: { ok: async () => ({ path: { id: (await item()).id } }) },
      order: {
        ok: async () => {
          await item();
          return { body: { ids: (await make.list(create?.path ?? "")).map((one) => one.id) } };
        },
      },
    };
    for (const name of STANDARD) {
      const id = `${router}-${name}`;
      if (operation(id) && !(id in written)) cases[id] = derived[name];
    }
  }
  return cases;
}
