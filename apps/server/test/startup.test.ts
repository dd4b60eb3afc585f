import { verifyPassword } from "@jugendclub/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prepareDatabase } from "../src/startup.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { createSeededAdminTestApp } from "./seeded-demo.js";

describe("first start", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    vi.restoreAllMocks();
  });

  it("creates `admin` with a generated strong password, logged once, stored only as a hash", async () => {
    t = await createTestApp();
    const app = t;
    // The one log line that carries it (JSON, like every line the server writes; issue 30).
    const printed = () =>
      app.logs
        .filter((line) => line.msg?.includes("password:"))
        .map((line) => line.msg)
        .join("\n");
    await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
    const password = /password: (\S+)/.exec(printed())?.[1];
    expect(printed()).toContain("username: admin");
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    const admin = await t.db.prisma.adminUser.findUniqueOrThrow({ where: { username: "admin" } });
    expect(admin.passwordHash).not.toContain(password as string);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, password as string)).toBe(true);

    await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
    expect(app.logs.filter((line) => line.msg?.includes("password:"))).toHaveLength(1);
    expect(await t.db.prisma.adminUser.count()).toBe(1);
  });

  it("creates the admin from ADMIN_USERNAME and ADMIN_PASSWORD", async () => {
    t = await createTestApp({ ADMIN_USERNAME: "laura", ADMIN_PASSWORD: "correct horse battery" });
    await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
    const admins = await t.db.prisma.adminUser.findMany();
    expect(admins.map((a) => a.username)).toEqual(["laura"]);
    expect(await verifyPassword(admins[0]?.passwordHash ?? "", "correct horse battery")).toBe(true);
  });

  // The demo seeded once per run (seeded-demo.ts: seedDemo on a new migrated database, as a first
  // start with SEED_DEMO=true does; the journeys' first start goes through prepareDatabase itself),
  // not once more here: seeding renders every demo image in every size, half a minute of CPU.
  it("the demo a first start adds to an empty database is complete, and never added again after it was deleted", async () => {
    t = await createSeededAdminTestApp({ SEED_DEMO: "true" });
    const p = t.db.prisma;
    const events = await p.event.findMany({ include: { category: true } });
    expect(events).toHaveLength(8);
    expect(new Set(events.map((e) => e.category.name)).size).toBeGreaterThanOrEqual(3);
    expect(events.some((e) => e.featured)).toBe(true);
    expect(events.some((e) => !e.featured)).toBe(true);
    expect(events.some((e) => e.date < new Date())).toBe(true);
    expect(events.some((e) => e.date > new Date())).toBe(true);
    expect(await p.sponsor.count()).toBe(5);
    expect(await p.sponsor.count({ where: { type: "main" } })).toBe(2);
    expect(await p.photoCategory.count()).toBe(3);
    expect(await p.photo.count()).toBe(20);
    expect(await p.committeeMember.count()).toBe(6);

    // Every image is stored, with WebP variants, and served.
    const photo = await p.photo.findFirstOrThrow();
    const file = await p.storedFile.findUniqueOrThrow({ where: { path: photo.src } });
    expect(file.width).toBe(1600);
    const res = await t.app.inject({ method: "GET", url: photo.src });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");

    await p.photoCategory.deleteMany();
    await p.event.deleteMany();
    await p.sponsor.deleteMany();
    await p.committeeMember.deleteMany();
    await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
    expect(await p.event.count()).toBe(0);
  });

  it("leaves the site empty with SEED_DEMO=false", async () => {
    t = await createTestApp({ SEED_DEMO: "false", ADMIN_USERNAME: "a", ADMIN_PASSWORD: "0123456789" });
    await prepareDatabase({ config: t.config, services: t.services, log: t.app.log });
    expect(await t.db.prisma.event.count()).toBe(0);
    expect(await t.db.prisma.eventCategory.findMany({ select: { name: true } })).toEqual([{ name: "Aner" }]);
  });
});
