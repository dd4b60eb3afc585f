import type { PrismaClient } from "@jugendclub/db";
import { createTestDatabase, type TestDatabase } from "@jugendclub/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SERVER_KEYS, serverKey, sign, verifySignature } from "../src/services/secrets.js";

// The key that signs upload URLs is made on first use. An album drop asks for three upload URLs at
// the same moment on a fresh site; on PostgreSQL an upsert there raced into a unique violation
// (a 500 for two of the three photos).

describe("serverKey", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject("dbTemplate"));
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("made by many requests at once, is one key, stored once", async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => serverKey(db.prisma, SERVER_KEYS.deviceCookie)));
    expect(new Set(keys.map((key) => key.toString("hex"))).size).toBe(1);
    expect(keys[0]).toHaveLength(32);
    expect(await db.prisma.setting.count({ where: { key: SERVER_KEYS.deviceCookie } })).toBe(1);
  });

  it("made by several server instances at once (each its own cache), is the key stored first", async () => {
    // Each instance is its own client object, so none shares another's cache; their writes race
    // in the database.
    const instances = Array.from({ length: 6 }, () => ({ setting: db.prisma.setting }) as unknown as PrismaClient);
    const keys = await Promise.all(instances.map((instance) => serverKey(instance, SERVER_KEYS.uploadSigning)));
    const stored = await db.prisma.setting.findUniqueOrThrow({ where: { key: SERVER_KEYS.uploadSigning } });
    for (const key of keys) expect(key.toString("hex")).toBe(stored.value);
    // What one instance signs, another verifies.
    const [first, second] = keys as [Buffer, Buffer];
    expect(verifySignature(second, "photo/abc.jpg", sign(first, "photo/abc.jpg"))).toBe(true);
  });
});
