import type { Prisma } from "@jugendclub/db";
import { createTestDatabase, type TestDatabase } from "@jugendclub/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { ContactWriter, type PendingMessage } from "../src/services/contact-writer.js";

const row = (email: string): Prisma.ContactSubmissionCreateManyInput => ({
  type: "membership",
  firstName: "A",
  lastName: "B",
  company: "",
  email,
  phone: "",
  message: "m",
});

const message = (key: string, email: string | null, limit = 100): PendingMessage => ({
  key,
  windowMs: 60_000,
  limit,
  row: email ? row(email) : { ...row("bot@x.lu"), status: "spam" },
  mails: async () => [],
  keepAsSpamUpTo: limit,
});

describe("ContactWriter (group commit)", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject("dbTemplate"));
  });
  afterAll(async () => {
    await db.destroy();
  });
  beforeEach(async () => {
    await db.prisma.contactSubmission.deleteMany();
    await db.prisma.rateLimit.deleteMany();
  });

  it("stores messages written together, counting each sender's window on its own", async () => {
    const writer = new ContactWriter(db.prisma);
    const outcomes = await Promise.all([
      writer.write(message("ip:a", "a1@x.lu", 2)),
      writer.write(message("ip:b", "b1@x.lu", 2)),
      writer.write(message("ip:a", "a2@x.lu", 2)),
      writer.write(message("ip:a", "a3@x.lu", 2)),
      writer.write(message("ip:b", null, 2)),
    ]);
    expect(outcomes[0]).toEqual({ stored: true, spam: false });
    expect(outcomes[1]).toEqual({ stored: true, spam: false });
    expect(outcomes[2]).toEqual({ stored: true, spam: false });
    expect(outcomes[3]).toMatchObject({ limited: { hits: 3 } });
    expect(outcomes[4]).toEqual({ stored: true, spam: true });
    const emails = (await db.prisma.contactSubmission.findMany()).map((r) => r.email).sort();
    // The honeypot's message is kept as spam.
    expect(emails).toEqual(["a1@x.lu", "a2@x.lu", "b1@x.lu", "bot@x.lu"]);
    const windows = await db.prisma.rateLimit.findMany({ orderBy: { key: "asc" } });
    expect(windows.map((w) => [w.key, w.hits])).toEqual([
      ["ip:a", 3],
      ["ip:b", 2],
    ]);
  });

  it("continues a window across commits", async () => {
    const writer = new ContactWriter(db.prisma);
    expect(await writer.write(message("ip:c", "c1@x.lu", 2))).toEqual({ stored: true, spam: false });
    expect(await writer.write(message("ip:c", "c2@x.lu", 2))).toEqual({ stored: true, spam: false });
    expect(await writer.write(message("ip:c", "c3@x.lu", 2))).toMatchObject({ limited: { hits: 3 } });
  });

  it("fails only the message the database refuses: the others of its commit are stored", async () => {
    const writer = new ContactWriter(db.prisma);
    // A row the database refuses (no such contact type) fails the shared transaction; each
    // message is then committed on its own.
    const bad = { ...message("ip:d", "bad@x.lu"), row: { ...row("bad@x.lu"), type: "spam" as "membership" } };
    const results = await Promise.allSettled([
      writer.write(message("ip:d", "d1@x.lu")),
      writer.write(bad),
      writer.write(message("ip:e", "e1@x.lu")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const emails = (await db.prisma.contactSubmission.findMany()).map((r) => r.email).sort();
    expect(emails).toEqual(["d1@x.lu", "e1@x.lu"]);
    // The refused message's count went with its transaction; the stored ones are counted.
    const windows = await db.prisma.rateLimit.findMany({ orderBy: { key: "asc" } });
    expect(windows.map((w) => [w.key, w.hits])).toEqual([
      ["ip:d", 1],
      ["ip:e", 1],
    ]);
    // A message refused alone fails alone, and the writer goes on with the next ones.
    await expect(writer.write(bad)).rejects.toThrow();
    expect(await writer.write(message("ip:d", "d2@x.lu"))).toEqual({ stored: true, spam: false });
    expect(await db.prisma.contactSubmission.count()).toBe(3);
  });
});
