import { z } from "zod";
import { type AuditNotes, fieldChanges, titleOf } from "../audit/record.js";
import { translatableFields } from "../content/registry.js";
import type { ReadContext, Store, WriteContext } from "../content/store.js";
import { localize } from "../content/translations.js";
import { Id, IdInput, Ok } from "../schemas/common.js";
import { type ContentLang, IdLangInput } from "../schemas/translations.js";
import { adminProcedure, publicProcedure } from "../trpc.js";
import { adminRoute, publicRoute } from "./openapi.js";

/** A schema with the path's id beside its fields, as PUT and PATCH take it. */
type WithId<S extends z.ZodObject> =
  S extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<z.core.util.Extend<Shape, { id: typeof Id }>, Config>
    : never;
const withId = <S extends z.ZodObject>(schema: S) => schema.extend({ id: Id }) as unknown as WithId<S>;

/** What a kind of content's router is: its schemas, its REST path, and its store. */
export interface CrudSpec<I extends z.ZodObject, P extends z.ZodObject, O extends z.ZodType, L extends z.ZodType> {
  /** The REST collection, e.g. "/sponsors"; one item is `${path}/{id}`. */
  path: `/${string}`;
  /** The OpenAPI tag. */
  tag: string;
  /** The OpenAPI summary of each operation. */
  summaries: { list: string; byId: string; create: string; update: string; patch: string; delete: string };
  /** The fields of a create and a PUT. */
  input: I;
  /** The fields of a PATCH: every one optional. */
  patch: P;
  output: O;
  /** The list's query (z.void() when it takes none). */
  listInput: L;
  store: Store<z.input<O>, z.output<I>>;
  /**
   * Items in the asked language when more than their own texts changes (an event's category name);
   * by default content/translations.ts's localize of the table's translatable texts.
   */
  inLanguage?: (ctx: ReadContext, items: z.input<O>[], lang: ContentLang) => Promise<z.input<O>[]>;
  /** A list with its own query; by default the store's whole list. */
  list?: (ctx: ReadContext, input: z.output<L>) => Promise<z.input<O>[]>;
}

/**
 * The standard procedures of a kind of content, with their REST paths: list and byId for
 * everybody, create, update (PUT), patch and delete for admins. A router is this plus its extras.
 * (Inside, the schemas are generic, so TypeScript cannot follow the parsed types through tRPC's
 * builder: the casts below only restate what the schemas give. The procedures' own types come
 * from the schemas passed in.)
 */
export function crudProcedures<I extends z.ZodObject, P extends z.ZodObject, O extends z.ZodType, L extends z.ZodType>(
  spec: CrudSpec<I, P, O, L>,
) {
  const { path, tag, summaries, store } = spec;
  const item = `${path}/{id}` as const;
  // A kind with a unique key answers a write that breaks it with 409.
  const writeErrors = store.conflict ? { CONFLICT: `A unique key is taken: ${store.conflict}` } : {};
  type Output = never;
  // A translatable kind's reads take `lang` (content/translations.ts); its list query says so too.
  const fields = Object.keys(translatableFields(store.table));
  const byIdInput = (fields.length > 0 ? IdLangInput : IdInput) as typeof IdLangInput;
  const langOf = (input: unknown) => (input as { lang?: ContentLang } | undefined)?.lang;
  const inLanguage = async (ctx: ReadContext, items: z.input<O>[], input: unknown) =>
    spec.inLanguage
      ? spec.inLanguage(ctx, items, langOf(input))
      : items.map((one) => localize(one as object, langOf(input), fields) as z.input<O>);
  /** PUT (replace every field) or PATCH (merge the fields sent) of the item in the path. */
  const change =
    (mode: "replace" | "merge") =>
    async ({ ctx, input }: { ctx: WriteContext & { audit?: AuditNotes }; input: unknown }) => {
      const { id, ...data } = input as { id: number } & Partial<z.output<I>>;
      const before = await store.get(ctx, id);
      const after = await store.update(ctx, id, data as Partial<z.output<I>>, mode);
      // The audit log names the fields whose values changed, with their values where short.
      if (ctx.audit) ctx.audit.changes = fieldChanges(before as object, after as object, Object.keys(data));
      return after as Output;
    };
  return {
    list: publicProcedure
      .meta(publicRoute("GET", path, tag, summaries.list))
      .input(spec.listInput)
      .output(z.array(spec.output))
      .query(async ({ ctx, input }) => {
        const items = await (spec.list ? spec.list(ctx, input as z.output<L>) : store.list(ctx));
        return (await inLanguage(ctx, items, input)) as Output;
      }),
    byId: publicProcedure
      .meta(publicRoute("GET", item, tag, summaries.byId))
      .input(byIdInput)
      .output(spec.output)
      .query(async ({ ctx, input }) => (await inLanguage(ctx, [await store.get(ctx, input.id)], input))[0] as Output),
    create: adminProcedure
      .meta(adminRoute("POST", path, tag, summaries.create, writeErrors))
      .input(spec.input)
      .output(spec.output)
      .mutation(async ({ ctx, input }) => (await store.create(ctx, input as z.output<I>)) as Output),
    update: adminProcedure
      .meta(adminRoute("PUT", item, tag, summaries.update, writeErrors))
      .input(withId(spec.input))
      .output(spec.output)
      .mutation(change("replace")),
    patch: adminProcedure
      .meta(adminRoute("PATCH", item, tag, summaries.patch, writeErrors))
      .input(withId(spec.patch))
      .output(spec.output)
      .mutation(change("merge")),
    delete: adminProcedure
      .meta(adminRoute("DELETE", item, tag, `${summaries.delete}: into the trash (GET /trash) for 30 days`))
      .input(IdInput)
      .output(Ok)
      .mutation(async ({ ctx, input }) => {
        // The audit log keeps the title of what is gone.
        const audit = (ctx as { audit?: AuditNotes }).audit;
        if (audit) audit.title = titleOf(await store.get(ctx, input.id).catch(() => null));
        await store.remove(ctx, input.id);
        return { ok: true as const };
      }),
  };
}
