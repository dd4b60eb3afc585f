import type { PrismaClient } from "@jugendclub/db";
import { ConflictError, InvalidInputError, isRecordNotFound, isUniqueViolation, NotFoundError } from "../errors.js";
import type { MediaService } from "../media/media-service.js";
import { RemoteImageError } from "../media/remote-image.js";
import type { ImageVariant } from "../schemas/common.js";
import { markAttached, variantsByPath } from "../services/images.js";
import { kindOfTable } from "../trash/kinds.js";
import { moveToTrash } from "../trash/service.js";
import type { UploadPurpose } from "../upload-rules.js";
import { positionFor, ranks } from "./order.js";
import { CONTENT_TABLES, delegateOf, orderOf, translatableFields } from "./registry.js";
import { storedTranslations } from "./translations.js";
import { checkPeriod, publishingColumns, publishingData, publishingOutput } from "./visibility.js";

// The shared CRUD slice of the services: what every kind of content repeats (not-found on read,
// update and delete; its image columns marked as used; outputs with image variants), written once.

type Table = (typeof CONTENT_TABLES)[number]["table"];

/** The part of a Prisma model delegate the store uses, whatever the model. */
interface Delegate<Row> {
  findMany(args: object): Promise<Row[]>;
  findUnique(args: object): Promise<Row | null>;
  create(args: object): Promise<Row>;
  update(args: object): Promise<Row>;
  deleteMany(args: object): Promise<{ count: number }>;
}

export interface StoreSpec<Row, Output, Input> {
  /** The registry's table: its image columns are marked as used on every write. */
  table: Table;
  /** The Prisma select that gives a Row. */
  select: object;
  /** Said when the id does not exist, e.g. "Sponsor nicht gefunden". */
  notFound: string;
  /** The default order of a list. */
  orderBy: object;
  /** The outputs of rows; the publishing fields (status, publishAt, a sponsor's period) the store adds. */
  toOutputs(prisma: PrismaClient, rows: Row[]): Promise<Omit<Output, PublishingKey>[]>;
  /** The data to write from an input; by default the input without its undefined fields. */
  toData?(prisma: PrismaClient, input: Partial<Input>, mode: WriteMode, id?: number): Promise<object> | object;
  /** Said (409) when a write breaks one of the table's unique keys; without it, that is a server error. */
  conflict?: string;
}

/** The fields content/visibility.ts adds to a publishable table's outputs. */
type PublishingKey = "status" | "publishAt" | "activeFrom" | "activeUntil";

/** Create, PUT (every field) or PATCH (the fields sent). */
export type WriteMode = "create" | "replace" | "merge";

/** What reads need: the database. */
export interface ReadContext {
  prisma: PrismaClient;
}

/** What writes need: the database, and the media service for images given by URL. */
export interface WriteContext extends ReadContext {
  media: MediaService;
}

export interface Store<Output, Input> {
  /** The registry's table. */
  table: Table;
  /** Said (409) when a write breaks a unique key: the REST document declares it for the writes. */
  conflict?: string;
  list(ctx: ReadContext, query?: { where?: object; orderBy?: object; take?: number; skip?: number }): Promise<Output[]>;
  get(ctx: ReadContext, id: number): Promise<Output>;
  create(ctx: WriteContext, input: Input): Promise<Output>;
  update(ctx: WriteContext, id: number, input: Partial<Input>, mode: Exclude<WriteMode, "create">): Promise<Output>;
  remove(ctx: ReadContext, id: number): Promise<void>;
}

/** A kind of content's standard operations over its table. */
export function contentStore<Row extends Record<string, unknown>, Output, Input extends object>(
  spec: StoreSpec<Row, Output, Input>,
): Store<Output, Input> {
  const images = Object.entries(
    (CONTENT_TABLES.find((t) => t.table === spec.table)?.images ?? {}) as Record<string, UploadPurpose>,
  );
  const model = (prisma: PrismaClient) =>
    (prisma as unknown as Record<string, Delegate<Row>>)[delegateOf(spec.table)] as Delegate<Row>;
  // Drafts and scheduled publishing (content/visibility.ts): the same columns for every such table.
  const publishing = publishingColumns(spec.table);
  // Translations (registry: translatable) live in the row's `translations` column; absent from a
  // write, they stay as they are.
  const translated = Object.keys(translatableFields(spec.table)).length > 0;
  const select = {
    ...spec.select,
    ...Object.fromEntries(publishing.map((column) => [column, true])),
    ...(translated ? { translations: true } : {}),
  };
  const data = async (prisma: PrismaClient, input: Partial<Input>, mode: WriteMode, id?: number) => {
    const own = Object.fromEntries(
      Object.entries(input).filter(([key]) => !publishing.includes(key) && key !== "translations"),
    ) as Partial<Input>;
    const translations = (input as { translations?: unknown }).translations;
    const values = {
      ...(spec.toData ? await spec.toData(prisma, own, mode, id) : withoutUndefined(own)),
      ...publishingData(publishing, input as Record<string, unknown>),
      ...(translated && translations !== undefined ? { translations } : {}),
    };
    await checkPeriod(prisma, spec.table, values, id);
    // Ordered by hand (content/order.ts): a new row goes last in its group.
    return { ...values, ...(await positionFor(prisma, spec.table, values, id)) };
  };
  const ordered = orderOf(spec.table) !== undefined;
  const outputs = async (prisma: PrismaClient, rows: Row[]) => {
    const [made, rank] = await Promise.all([
      spec.toOutputs(prisma, rows),
      // Ordered by hand: the position given out is the rank among the rows this reader sees.
      ordered ? ranks(prisma, spec.table, rows) : undefined,
    ]);
    if (publishing.length === 0 && !translated && !rank) return made as Output[];
    return made.map((output, index) => {
      const row = rows[index] as Record<string, unknown>;
      const own = Object.fromEntries(publishing.map((column) => [column, row[column]]));
      return {
        ...(output as object),
        ...publishingOutput(publishing, own),
        ...(translated ? { translations: storedTranslations(row.translations) } : {}),
        ...(rank ? { position: rank.get(row.id as number) ?? 0 } : {}),
      } as Output;
    });
  };
  const one = async (prisma: PrismaClient, row: Row) => (await outputs(prisma, [row]))[0] as Output;
  const written = async (prisma: PrismaClient, row: Row) => {
    await markAttached(
      prisma,
      images.map(([column]) => row[column] as string | null),
    );
    return one(prisma, row);
  };
  /**
   * An image given as a URL from elsewhere is fetched once and stored like an upload (the site's
   * own pages may only show its own images); the column then holds the stored image's path.
   */
  const withStoredImages = async (ctx: WriteContext, input: Partial<Input>): Promise<Partial<Input>> => {
    const result: Record<string, unknown> = { ...input };
    for (const [column, purpose] of images) {
      const value = result[column];
      if (typeof value !== "string" || !/^https?:\/\//i.test(value)) continue;
      try {
        result[column] = (await ctx.media.importRemote(value, purpose)).path;
      } catch (error) {
        if (error instanceof RemoteImageError) {
          throw new InvalidInputError(
            column,
            `Das Bild unter dieser Adresse konnte nicht übernommen werden: ${error.message}`,
          );
        }
        throw error;
      }
    }
    return result as Partial<Input>;
  };
  const conflict = (error: unknown): never => {
    if (spec.conflict && isUniqueViolation(error)) throw new ConflictError(spec.conflict);
    throw error;
  };
  return {
    table: spec.table,
    conflict: spec.conflict,
    async list({ prisma }, query = {}) {
      const rows = await model(prisma).findMany({ select, orderBy: spec.orderBy, ...query });
      return outputs(prisma, rows);
    },
    async get({ prisma }, id) {
      const row = await model(prisma).findUnique({ where: { id }, select });
      if (!row) throw new NotFoundError(spec.notFound);
      return one(prisma, row);
    },
    async create(ctx, input) {
      const values = await data(ctx.prisma, await withStoredImages(ctx, input), "create");
      const row = await model(ctx.prisma).create({ data: values, select }).catch(conflict);
      return written(ctx.prisma, row);
    },
    async update(ctx, id, input, mode) {
      const prepared = await withStoredImages(ctx, input);
      try {
        // One transaction: what toData writes before the row (a series split at now adds its
        // past part) goes with the update, or not at all when the write is refused.
        const row = await ctx.prisma.$transaction(async (tx) => {
          const db = tx as unknown as PrismaClient;
          return model(db).update({ where: { id }, data: await data(db, prepared, mode, id), select });
        });
        return await written(ctx.prisma, row);
      } catch (error) {
        if (isRecordNotFound(error)) throw new NotFoundError(spec.notFound);
        return conflict(error);
      }
    },
    async remove({ prisma }, id) {
      // Deleting moves the row into the trash (trash/service.ts), where it can be restored.
      const kind = kindOfTable(spec.table);
      if (kind) return moveToTrash(prisma, kind, id);
      const { count } = await model(prisma).deleteMany({ where: { id } });
      if (count === 0) throw new NotFoundError(spec.notFound);
    },
  };
}

/** Drops keys whose value is undefined, so a partial update leaves those fields alone. */
export function withoutUndefined<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

/** Rows with the WebP variants of the image in `column`, as `<column>Variants`. */
export async function withVariants<Row extends Record<C, string | null>, C extends string>(
  prisma: PrismaClient,
  rows: Row[],
  column: C,
): Promise<(Row & Record<`${C}Variants`, ImageVariant[]>)[]> {
  const variants = await variantsByPath(
    prisma,
    rows.map((row) => row[column]),
  );
  return rows.map((row) => ({
    ...row,
    [`${column}Variants`]: (row[column] && variants.get(row[column])) || [],
  })) as (Row & Record<`${C}Variants`, ImageVariant[]>)[];
}
