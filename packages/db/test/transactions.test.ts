import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/database.js";
import { migrationsDir } from "../src/testing/paths.js";
import { withNewDatabase } from "./new-database.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a busy small host does to a transaction: it runs longer than Prisma's default 5 s, and the
 * next one waits for it longer than Prisma's default 2 s (the embedded database has one connection,
 * a small pool has few). Both must still commit, not fail the visitor's request.
 */
async function slowAndWaiting(db: Database): Promise<void> {
  const slow = db.prisma.$transaction(async (tx) => {
    await tx.sponsor.create({ data: { name: "Bäckerei Schmit" } });
    await sleep(5_500);
    await tx.sponsor.create({ data: { name: "Garage Weber" } });
  });
  await sleep(100);
  const waiting = db.prisma.$transaction(async (tx) => {
    await tx.sponsor.create({ data: { name: "Café Hoffmann" } });
  });
  await Promise.all([slow, waiting]);
  const names = (await db.prisma.sponsor.findMany({ select: { name: true } })).map((row) => row.name).sort();
  expect(names).toEqual(["Bäckerei Schmit", "Café Hoffmann", "Garage Weber"]);
}

describe("transactions on a busy host", () => {
  it("the embedded database: a slow one commits, and the one waiting behind it runs", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "jc-tx-"));
    const db = await openDatabase({ dataDir, migrationsDir });
    try {
      await slowAndWaiting(db);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "a PostgreSQL server with one connection: the same",
    async () => {
      await withNewDatabase(`jc_tx_${process.pid}`, async (url) => {
        const db = await openDatabase({ databaseUrl: url, migrationsDir, poolSize: 1 });
        try {
          await slowAndWaiting(db);
        } finally {
          await db.close();
        }
      });
    },
    30_000,
  );
});
