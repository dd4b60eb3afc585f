import type { PrismaClient } from "@jugendclub/db";
import { delegateOf } from "../content/registry.js";
import { TRASHABLE_TABLES } from "./kinds.js";

// Rows in the trash (deletedAt set) are gone for everybody but the trash itself. The live client
// adds `deletedAt: null` to every read and update of a trashable table, so admins' lists, counts,
// edits and the visitor client built on it (content/visibility.ts) never see them. A query that
// names deletedAt in its where itself (the trash's own, or `...ANY_STATE` to reach every row, as
// the GDPR erasure does) is left as it is. Raw SQL is never filtered: the media sweep keeps the
// images of trashed rows (content.ts referencedImages), and backups keep the rows.

/** Spread into a where to reach live and trashed rows alike. */
export const ANY_STATE = { deletedAt: undefined } as const;

const FILTERED = new Set([
  "findMany",
  "findFirst",
  "findFirstOrThrow",
  "findUnique",
  "findUniqueOrThrow",
  "count",
  "aggregate",
  "groupBy",
  "update",
  "updateMany",
  "updateManyAndReturn",
]);

export function liveClient(prisma: PrismaClient): PrismaClient {
  const query = Object.fromEntries(
    TRASHABLE_TABLES.map((table) => [
      delegateOf(table),
      {
        $allOperations({
          operation,
          args,
          query: run,
        }: {
          operation: string;
          args: { where?: Record<string, unknown> };
          query: (args: unknown) => Promise<unknown>;
        }) {
          if (!FILTERED.has(operation)) return run(args);
          const where = args?.where ?? {};
          if (Object.hasOwn(where, "deletedAt")) return run(args);
          return run({ ...args, where: { ...where, deletedAt: null } });
        },
      },
    ]),
  );
  // The query map is built from a list of tables, which TypeScript cannot follow model by model.
  return prisma.$extends({ query } as unknown as Parameters<PrismaClient["$extends"]>[0]) as unknown as PrismaClient;
}
