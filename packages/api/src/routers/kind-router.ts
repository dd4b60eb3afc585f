import { z } from "zod";
import type { AnyKind } from "../content/kind.js";
import { kindStore } from "../content/kind-store.js";
import type { Store } from "../content/store.js";
import { LangQuery } from "../schemas/translations.js";
import { router } from "../trpc.js";
import { crudProcedures } from "./crud.js";
import { orderProcedure } from "./order.js";

type Translated<K extends AnyKind> = "translations" extends keyof K["input"]["shape"] ? true : false;
type ListInput<K extends AnyKind> = Translated<K> extends true ? typeof LangQuery : z.ZodVoid;
type CrudOf<I extends z.ZodObject, P extends z.ZodObject, O extends z.ZodType, L> = L extends z.ZodType
  ? ReturnType<typeof crudProcedures<I, P, O, L>>
  : never;
type Crud<K extends AnyKind> = CrudOf<K["input"], K["patch"], K["output"], ListInput<K>>;
type Order<K extends AnyKind> = [NonNullable<K["spec"]["ordered"]>] extends [never]
  ? // biome-ignore lint/complexity/noBannedTypes: no order procedure
    {}
  : { order: ReturnType<typeof orderProcedure> };

/**
 * A declared kind's procedures (content/kinds/<kind>.ts): PUT .../order when it is ordered by
 * hand (all rows in one scope), then the six standard ones, with the list's `lang` when it has
 * translatable texts.
 */
export function kindProcedures<K extends AnyKind>(
  kind: K,
  store: Store<z.input<K["output"]>, z.output<K["input"]>>,
): Order<K> & Crud<K> {
  const { rest, ordered, table } = kind.spec;
  const translated = "translations" in kind.input.shape;
  if (ordered && !rest.summaries.order) throw new Error(`${table}: an ordered kind needs the order's summary`);
  return {
    // Before the CRUD paths: PUT .../order must not be taken for PUT .../{id}.
    ...(ordered && !ordered.scope
      ? { order: orderProcedure(table, rest.path, rest.tag, rest.summaries.order as string) }
      : {}),
    ...crudProcedures({
      path: rest.path,
      tag: rest.tag,
      summaries: rest.summaries,
      input: kind.input,
      patch: kind.patch,
      output: kind.output,
      listInput: (translated ? LangQuery : z.void()) as ListInput<K>,
      store: store as never,
    }),
  } as Order<K> & Crud<K>;
}

type StoreOf<K extends AnyKind> = Store<z.input<K["output"]>, z.output<K["input"]>>;

/** A declared kind's router: its procedures, on its store (kindStore unless it has its own). */
export const kindRouter = <K extends AnyKind>(kind: K, store: StoreOf<K> = kindStore(kind)) =>
  router(kindProcedures(kind, store));

type KindRouter<K extends AnyKind> = ReturnType<typeof kindRouter<K>>;
type RouterName<K extends AnyKind> = K["spec"]["router"];

/**
 * The routers of the declared kinds (content/registry.ts's DECLARED_KINDS) by their names, each on
 * the store `stores` names for it (one with computed fields: a category's photo count) or on
 * kindStore's.
 */
export function kindRouters<const Ks extends readonly AnyKind[]>(
  kinds: Ks,
  // biome-ignore lint/suspicious/noExplicitAny: each kind's own store type, checked by kindStore's caller
  stores: { [R in RouterName<Ks[number]>]?: Store<any, any> } = {},
): { [K in Ks[number] as RouterName<K>]: KindRouter<K> } {
  return Object.fromEntries(
    kinds.map((kind) => [kind.spec.router, kindRouter(kind, stores[kind.spec.router as RouterName<Ks[number]>])]),
  ) as never;
}
