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

/** The e-mails of the messages whose mails were planned (those that reach the inbox). */
let mailed: string[] = [];

const message = (key: string, email: string | null, limit = 100, reviewUpTo = limit): PendingMessage => ({
  key,
  windowMs: 60_000,
  limit,
  row: email ? row(email) : { ...row("bot@x.lu"), status: "spam" },
  mails: async (_tx, saved) => {
    mailed.push(saved.email);
    return [];
  },
  keepForReviewUpTo: reviewUpTo,
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
    mailed = [];
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
    expect(outcomes[0]).toEqual({ stored: true, spam: false, review: false });
    expect(outcomes[1]).toEqual({ stored: true, spam: false, review: false });
    expect(outcomes[2]).toEqual({ stored: true, spam: false, review: false });
    expect(outcomes[3]).toMatchObject({ limited: { hits: 3 } });
    expect(outcomes[4]).toEqual({ stored: true, spam: true, review: false });
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
    expect(await writer.write(message("ip:c", "c1@x.lu", 2))).toEqual({ stored: true, spam: false, review: false });
    expect(await writer.write(message("ip:c", "c2@x.lu", 2))).toEqual({ stored: true, spam: false, review: false });
    expect(await writer.write(message("ip:c", "c3@x.lu", 2))).toMatchObject({ limited: { hits: 3 } });
  });

  it("keeps a message over the limit for review, without mail, up to the hard limit; beyond it, refuses it", async () => {
    const writer = new ContactWriter(db.prisma);
    // Limit 2, kept for review up to 4: a club stand's tablet sends five together.
    const outcomes = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => writer.write(message("ip:stand", `t${i}@x.lu`, 2, 4))),
    );
    expect(outcomes.slice(0, 2)).toEqual(Array(2).fill({ stored: true, spam: false, review: false }));
    expect(outcomes.slice(2, 4)).toEqual(Array(2).fill({ stored: true, spam: false, review: true }));
    expect(outcomes[4]).toMatchObject({ limited: { hits: 5 } });
    const rows = await db.prisma.contactSubmission.findMany({ orderBy: { email: "asc" } });
    expect(rows.map((r) => [r.email, r.status])).toEqual([
      ["t1@x.lu", "new"],
      ["t2@x.lu", "new"],
      ["t3@x.lu", "review"],
      ["t4@x.lu", "review"],
    ]);
    // Only the inbox's messages plan mails; those to review wait for the committee.
    expect(mailed.sort()).toEqual(["t1@x.lu", "t2@x.lu"]);
    // A filled honeypot in the review band stays spam, answered as a person there would be.
    expect(await writer.write(message("ip:stand", null, 5, 10))).toEqual({ stored: true, spam: true, review: true });
    expect(await db.prisma.contactSubmission.count({ where: { status: "spam" } })).toBe(1);
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
    expect(await writer.write(message("ip:d", "d2@x.lu"))).toEqual({ stored: true, spam: false, review: false });
    expect(await db.prisma.contactSubmission.count()).toBe(3);
  });
});
