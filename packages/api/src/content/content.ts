import type { PrismaClient } from "@jugendclub/db";
import { DELETE_ALL_TABLES, type DeleteAllKey, IMAGE_COLUMNS } from "./registry.js";

/**
 * Deletes every table the registry marks for 'delete all' (events, sponsors, committee members,
 * photo categories and photos), children first, in one transaction. Contact messages, admins and
 * event categories stay. It is a hard delete, not a move into the trash: what is in the trash goes
 * too (a fresh start leaves nothing to restore). Answers how many rows of each went, not counting
 * those that were in the trash already (the counts match the lists the admin saw).
 */
export async function deleteAllContent(prisma: PrismaClient): Promise<Record<DeleteAllKey, number>> {
  return prisma.$transaction(async (tx) => {
    const deleted = {} as Record<DeleteAllKey, number>;
    for (const { table, deleteAllKey } of [...DELETE_ALL_TABLES].reverse()) {
      // Table names come from the registry, never from a request.
      const [gone] = await tx.$queryRawUnsafe<{ live: number }[]>(
        `WITH gone AS (DELETE FROM "${table}" RETURNING "deletedAt")
         SELECT count(*) FILTER (WHERE "deletedAt" IS NULL)::int AS live FROM gone`,
      );
      deleted[deleteAllKey] = gone?.live ?? 0;
    }
    // Reported in the registry's order.
    return Object.fromEntries(DELETE_ALL_TABLES.map((t) => [t.deleteAllKey, deleted[t.deleteAllKey]])) as Record<
      DeleteAllKey,
      number
    >;
  });
}

/** Image paths, among `paths`, that some content row still names. */
export async function referencedImages(prisma: PrismaClient, paths: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    IMAGE_COLUMNS.map(({ table, column }) =>
      prisma.$queryRawUnsafe<{ path: string }[]>(
        `SELECT "${column}" AS path FROM "${table}" WHERE "${column}" = ANY($1::text[])`,
        paths,
      ),
    ),
  );
  return new Set(found.flat().map((row) => row.path));
}
