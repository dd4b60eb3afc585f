import { z } from "zod";
import {
  ImageVariant,
  imagePath,
  optionalIsoDateText,
  optionalText,
  position,
  publishingInput,
  publishingOutput,
} from "../schemas/common.js";
import { translationsInputOf, translationsOutputOf, UntranslatedOutput } from "../schemas/translations.js";
import type { UploadPurpose } from "../upload-rules.js";
import type { ContentTable, Visibility } from "./registry.js";

// One declaration per kind of content (content/kinds/<kind>.ts): its fields, image columns,
// translatable texts with their lengths, visibility, order by hand and REST path. The registry's
// entry (content/registry.ts), the input, patch and output schemas, the store
// (content/kind-store.ts) and the router (routers/kind-router.ts) are derived from it, so the
// rules each of them needs cannot drift apart. This module must not import the registry at run
// time (the registry imports the kinds); type imports are fine.

/** One field of a kind: what a write takes, what a read gives, and what a PATCH takes. */
export interface FieldSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Absent: read only, computed by the store (`computed`). */
  input?: I;
  output: O;
  /** A PATCH's schema when it differs from `input` made optional (a default must not apply). */
  patch?: z.ZodType;
  /** An image column, with its upload purpose: its variants are given beside it, the sweep keeps its files. */
  image?: UploadPurpose;
  /** A translatable text, with its longest length (the lb text's and each translation's). */
  translatable?: number;
}

/** A field of the row, written and read as it is. */
export function field<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): { input: I; output: O };
/** The same with a PATCH's own schema (without the default a create applies). */
export function field<I extends z.ZodType, O extends z.ZodType, P extends z.ZodType>(
  input: I,
  output: O,
  patch: P,
): { input: I; output: O; patch: P };
export function field(input: z.ZodType, output: z.ZodType, patch?: z.ZodType) {
  return { input, output, ...(patch ? { patch } : {}) };
}

/** An image column (a stored image's /media/ path, or a URL to fetch), with its upload purpose. */
export function image<P extends UploadPurpose>(
  purpose: P,
): { input: typeof imagePath; output: z.ZodNullable<z.ZodString>; image: P };
/** The same with its own input schema (e.g. required). */
export function image<P extends UploadPurpose, I extends z.ZodType>(
  purpose: P,
  input: I,
): { input: I; output: z.ZodNullable<z.ZodString>; image: P };
export function image(purpose: UploadPurpose, input: z.ZodType = imagePath) {
  return { input, output: z.string().nullable(), image: purpose };
}

/** A read-only field that the store computes (kindStore's `extra`), e.g. a category's photo count. */
export const computed = <O extends z.ZodType>(output: O) => ({ output, computed: true as const });

/** A translatable text of at most `max` characters: optional, "" when empty. */
export function translatableText(max: number): {
  input: ReturnType<typeof optionalText>;
  output: z.ZodString;
  translatable: number;
};
/** The same with its own input schema, made for the length (e.g. required). */
export function translatableText<I extends z.ZodType>(
  max: number,
  input: (max: number) => I,
): { input: I; output: z.ZodString; translatable: number };
export function translatableText(max: number, input: (max: number) => z.ZodType = optionalText) {
  return { input: input(max), output: z.string(), translatable: max };
}

const DAY = "Bitte ein Datum im Format JJJJ-MM-TT angeben";
/** A day of a period (YYYY-MM-DD); null or empty: open-ended. */
const day = optionalIsoDateText(["day"], DAY);
const periodInput = { activeFrom: day, activeUntil: day };
const periodOutput = { activeFrom: z.string().nullable(), activeUntil: z.string().nullable() };
const orderInput = { position };
const orderOutput = { position: z.number().int() };

type Fields = Record<string, FieldSpec>;
type Summaries = { list: string; byId: string; create: string; update: string; patch: string; delete: string };

export interface KindSpec<
  T extends string,
  R extends string,
  F extends Fields,
  V extends Visibility | undefined,
  O extends ContentTable["ordered"],
  D extends string | undefined,
  P extends boolean | undefined,
  W extends string = string,
> {
  /** The Prisma model's and the SQL table's name. */
  table: T;
  /** The router's name in the API (tRPC), e.g. "committeeMembers". */
  router: R;
  /** Every field of a row but id, position, publishing and translations (those the declaration adds), in order. */
  fields: F;
  /** Who may see a row (ContentTable.visibility); "publishable" adds status and publishAt. */
  visibility?: V;
  /** A sponsor's period: activeFrom and activeUntil, days visitors see it (needs `publishable`). */
  period?: P;
  /** Kept in the admins' order (ContentTable.ordered): adds position and PUT .../order. */
  ordered?: O;
  /** The key under which 'delete all' deletes and counts it; absent: 'delete all' keeps it. */
  deleteAllKey?: D;
  /** Said when the id does not exist, e.g. "Sponsor nicht gefunden". */
  notFound: string;
  /**
   * Deleting one moves it into the trash (ContentTable.trash): the word that names the kind there
   * (also in the trash's REST paths), what one item is called, and the field that names one.
   */
  trash: { kind: W; label: string; title: string };
  /** The default order of a list. */
  orderBy: object;
  /** The REST collection, its OpenAPI tag and the summary of each operation (and of the order). */
  rest: { path: `/${string}`; tag: string; summaries: Summaries & { order?: string } };
}

type Written<F extends Fields> = { [K in keyof F]: F[K] extends { computed: true } ? never : K }[keyof F];
type InputShape<F extends Fields> = { [K in Written<F>]: NonNullable<F[K]["input"]> };
type PatchShape<F extends Fields> = {
  [K in Written<F>]: z.ZodOptional<F[K] extends { patch: infer S extends z.ZodType } ? S : NonNullable<F[K]["input"]>>;
};
type OutputShape<F extends Fields> = { [K in keyof F]: F[K]["output"] };
type ImageKeys<F extends Fields> = { [K in keyof F]: F[K] extends { image: UploadPurpose } ? K : never }[keyof F] &
  string;
type TranslatableKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { translatable: number } ? K : never;
}[keyof F] &
  string;
type VariantShape<F extends Fields> = { [K in ImageKeys<F> as `${K}Variants`]: z.ZodArray<typeof ImageVariant> };
// biome-ignore lint/complexity/noBannedTypes: an empty shape adds nothing
type Empty = {};
type If<C, S> = [C] extends [never] ? Empty : C extends true ? S : Empty;
type IsPublishable<V> = V extends "publishable" ? true : false;
type IsSet<X> = [X] extends [undefined] ? false : true;
type Translated<F extends Fields> = [TranslatableKeys<F>] extends [never] ? false : true;
type Flat<T> = { [K in keyof T]: T[K] };
/** Flat, and each member a zod schema (TypeScript 7 does not see that of the generic image columns' `…Variants`). */
type FlatShape<T> = { [K in keyof T]: T[K] extends z.ZodType ? T[K] : never };

type TranslationsIn = { translations: ReturnType<typeof translationsInputOf> };
type TranslationsOut = {
  translations: ReturnType<typeof translationsOutputOf>;
  untranslated: typeof UntranslatedOutput;
};

type KindInputShape<F extends Fields, V, O, P> = Flat<
  InputShape<F> &
    If<IsSet<O>, typeof orderInput> &
    If<IsPublishable<V>, typeof publishingInput> &
    If<P, typeof periodInput> &
    If<Translated<F>, TranslationsIn>
>;
type KindPatchShape<F extends Fields, V, O, P> = Flat<
  PatchShape<F> & {
    [K in keyof Omit<KindInputShape<F, V, O, P>, Written<F>>]: z.ZodOptional<KindInputShape<F, V, O, P>[K]>;
  }
>;
type KindOutputShape<F extends Fields, V, O, P> = FlatShape<
  { id: z.ZodNumber } & OutputShape<F> &
    VariantShape<F> &
    If<IsSet<O>, typeof orderOutput> &
    If<IsPublishable<V>, typeof publishingOutput> &
    If<P, typeof periodOutput> &
    If<Translated<F>, TranslationsOut>
>;

/** A declared kind: the declaration, and what is derived from it. */
export interface Kind<
  T extends string,
  R extends string,
  F extends Fields,
  V extends Visibility | undefined,
  O extends ContentTable["ordered"],
  D extends string | undefined,
  P extends boolean | undefined,
  W extends string = string,
> {
  spec: KindSpec<T, R, F, V, O, D, P, W>;
  /** The registry's entry (content/registry.ts). */
  entry: {
    table: T;
    router: R;
    images: Readonly<Record<string, UploadPurpose>>;
    trash: { kind: W; label: string; title: string };
  } & (D extends string ? { deleteAllKey: D } : Empty) &
    Omit<ContentTable, "table" | "router" | "images" | "deleteAllKey" | "trash">;
  /** A create's and a PUT's fields. */
  input: z.ZodObject<KindInputShape<F, V, O, P>>;
  /** A PATCH's fields: every one optional. */
  patch: z.ZodObject<KindPatchShape<F, V, O, P>>;
  /** An item as reads give it. */
  output: z.ZodObject<KindOutputShape<F, V, O, P>>;
  /** The columns a store reads of a row besides those it adds itself (publishing, translations). */
  columns: string[];
  /** The image columns, in order. */
  images: [string, UploadPurpose][];
}

/** A kind of content, declared once: see the top of this file. */
export function defineKind<
  const T extends string,
  const R extends string,
  const F extends Fields,
  const V extends Visibility | undefined = undefined,
  const O extends ContentTable["ordered"] = undefined,
  const D extends string | undefined = undefined,
  const P extends boolean | undefined = undefined,
  const W extends string = string,
>(spec: KindSpec<T, R, F, V, O, D, P, W>): Kind<T, R, F, V, O, D, P, W> {
  const fields = Object.entries(spec.fields);
  const written = fields.filter(([, f]) => f.input !== undefined);
  const images = fields.flatMap(([name, f]) => (f.image ? [[name, f.image] as [string, UploadPurpose]] : []));
  const translatable = Object.fromEntries(
    fields.flatMap(([name, f]) => (f.translatable ? [[name, f.translatable]] : [])),
  );
  const translated = Object.keys(translatable).length > 0;
  const publishable = spec.visibility === "publishable";
  if (spec.period && !publishable) throw new Error(`${spec.table}: a period needs visibility "publishable"`);
  if (!written.some(([name]) => name === spec.trash.title))
    throw new Error(`${spec.table}: the trash names an item by a field it writes, not "${spec.trash.title}"`);
  const added = {
    ...(spec.ordered ? orderInput : {}),
    ...(publishable ? publishingInput : {}),
    ...(spec.period ? periodInput : {}),
    ...(translated ? { translations: translationsInputOf(translatable) } : {}),
  };
  const input = z.object({ ...Object.fromEntries(written.map(([name, f]) => [name, f.input])), ...added });
  const patch = z
    .object({
      ...Object.fromEntries(written.map(([name, f]) => [name, f.patch ?? f.input])),
      ...added,
    })
    .partial();
  const output = z.object({
    id: z.number().int(),
    ...Object.fromEntries(
      fields.flatMap(([name, f]) =>
        f.image
          ? [
              [name, f.output],
              [`${name}Variants`, z.array(ImageVariant)],
            ]
          : [[name, f.output]],
      ),
    ),
    ...(spec.ordered ? orderOutput : {}),
    ...(publishable ? publishingOutput : {}),
    ...(spec.period ? periodOutput : {}),
    ...(translated ? { translations: translationsOutputOf(translatable), untranslated: UntranslatedOutput } : {}),
  });
  const entry = {
    table: spec.table,
    router: spec.router,
    images: Object.fromEntries(images),
    trash: spec.trash,
    ...(spec.deleteAllKey ? { deleteAllKey: spec.deleteAllKey } : {}),
    ...(spec.visibility ? { visibility: spec.visibility } : {}),
    ...(spec.period ? { period: true } : {}),
    ...(spec.ordered ? { ordered: spec.ordered } : {}),
    ...(translated ? { translatable } : {}),
  };
  return {
    spec,
    entry: entry as unknown as Kind<T, R, F, V, O, D, P, W>["entry"],
    input: input as unknown as Kind<T, R, F, V, O, D, P, W>["input"],
    patch: patch as unknown as Kind<T, R, F, V, O, D, P, W>["patch"],
    output: output as unknown as Kind<T, R, F, V, O, D, P, W>["output"],
    columns: ["id", ...written.map(([name]) => name), ...(spec.ordered ? ["position"] : [])],
    images,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any declared kind, whatever its parameters
export type AnyKind = Kind<string, string, Fields, any, any, any, any, string>;
