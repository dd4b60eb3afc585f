import { CONTROL_CHARACTERS, MAX_ID } from "@jugendclub/api/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { jpeg } from "./upload-fixtures.js";

// The input classes an attack found answering 500: ids beyond the database's integer, control
// characters in text, JSON nested 10 000 deep, and a multipart body cut off. Each must answer a
// clear 4xx, store nothing, and log nothing above a warning.

interface Operation {
  method: string;
  path: string;
  body?: { properties?: Record<string, { type?: string | string[]; enum?: unknown[] }> };
}

const BIG_IDS = [String(MAX_ID + 1), "9007199254740991", "99999999999999999999", "1e10"];

describe("hostile input answers 4xx and stores nothing", () => {
  let t: TestApp;
  let cookie: string;
  let operations: Operation[];
  let before: string;

  const snapshot = async () => {
    const p = t.db.prisma;
    const counts = await Promise.all([
      p.event.count(),
      p.eventCategory.count(),
      p.sponsor.count(),
      p.committeeMember.count(),
      p.photoCategory.count(),
      p.photo.count(),
      p.contactSubmission.count(),
      p.adminUser.count(),
      p.apiToken.count(),
    ]);
    const admin = await p.adminUser.findMany({ select: { username: true, passwordHash: true } });
    return JSON.stringify([counts, admin]);
  };
  // Each request from an address of its own, so the contact limit does not answer first.
  let address = 0;
  const send = (method: string, url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: method as "POST",
      url,
      remoteAddress: `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      headers: { cookie, "content-type": "application/json", ...headers },
      payload,
    });

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await loginCookie(t.app);
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    operations = Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          body: (op.requestBody as { content?: Record<string, { schema?: Operation["body"] }> } | undefined)?.content?.[
            "application/json"
          ]?.schema,
        })),
    );
    const p = t.db.prisma;
    const category = await p.photoCategory.create({ data: { name: "Sentinel" } });
    await p.photo.create({ data: { alt: "Sentinel", src: "/media/s.jpg", categoryId: category.id } });
    before = await snapshot();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses ids beyond the database's integer on every path with an id, REST and tRPC", async () => {
    const withId = operations.filter((op) => op.path.includes("{id}") && !op.path.startsWith("/object-uploads"));
    expect(withId.length).toBeGreaterThan(10);
    for (const op of withId) {
      for (const id of BIG_IDS) {
        const res = await send(op.method, `/api${op.path.replace("{id}", id)}`, op.method === "GET" ? "" : "{}");
        expect(res.statusCode, `${op.method} ${op.path} with ${id}: ${res.body}`).toBe(400);
        expect(res.json().message).toContain("Ungültige ID");
      }
    }
    const trpc = await t.app.inject({
      method: "GET",
      url: `/trpc/events.byId?input=${encodeURIComponent(JSON.stringify({ id: MAX_ID + 1 }))}`,
    });
    expect(trpc.statusCode).toBe(400);
  });

  it("refuses a category id beyond the integer in bodies and queries", async () => {
    for (const categoryId of [MAX_ID + 1, Number.MAX_SAFE_INTEGER]) {
      const event = await send("POST", "/api/events", JSON.stringify({ title: "E", date: "2027-01-01", categoryId }));
      expect(event.statusCode, event.body).toBe(400);
      expect(event.json().fields).toHaveProperty("categoryId");
      const photo = await send("POST", "/api/photos", JSON.stringify({ alt: "P", src: "/media/x.jpg", categoryId }));
      expect(photo.statusCode, photo.body).toBe(400);
      expect(photo.json().fields).toHaveProperty("categoryId");
      const list = await t.app.inject({ method: "GET", url: `/api/photos?categoryId=${categoryId}` });
      expect(list.statusCode, list.body).toBe(400);
    }
  });

  it("refuses a NUL or another control character in every text field of every operation", async () => {
    let fieldsTried = 0;
    for (const op of operations) {
      for (const [name, property] of Object.entries(op.body?.properties ?? {})) {
        const types = [property.type ?? []].flat();
        if (!types.includes("string") || property.enum) continue;
        for (const bad of ["a\u0000b", "a\u0007b", "\u001b[31m", "a\u0085b", "\ud800"]) {
          const url = `/api${op.path.replace("{id}", "1")}`;
          const res = await send(op.method, url, JSON.stringify({ [name]: bad }));
          expect(res.statusCode, `${op.method} ${op.path} ${name}=${JSON.stringify(bad)}: ${res.body}`).toBe(400);
          expect(res.json().fields?.[name], `${op.method} ${op.path} ${name}`).toBe(CONTROL_CHARACTERS);
        }
        fieldsTried++;
      }
    }
    expect(fieldsTried).toBeGreaterThanOrEqual(35);
    // Newlines, carriage returns and tabs are text: a message keeps them.
    const ok = await send(
      "POST",
      "/api/contact-submissions",
      JSON.stringify({
        type: "membership",
        name: "Anna",
        email: "anna@example.lu",
        message: "Moien,\r\n\tbis geschwënn",
      }),
    );
    expect(ok.statusCode).toBe(200);
    const stored = await t.db.prisma.contactSubmission.findFirstOrThrow({ where: { email: "anna@example.lu" } });
    expect(stored.message).toBe("Moien,\r\n\tbis geschwënn");
    await t.db.prisma.contactSubmission.delete({ where: { id: stored.id } });
  });

  it("counts every contact request from an address, refused or not: NUL messages end in 429", async () => {
    const nul = JSON.stringify({ type: "membership", name: "A", email: "a@b.lu", message: "a\u0000b" });
    const answers: number[] = [];
    // Refused ones count toward the hard limit, four times CONTACT_RATE_LIMIT (below it, a form with
    // a mistake is still told what to fix).
    const limit = 4 * t.config.contactRateLimit;
    for (let i = 0; i < limit + 2; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/contact-submissions",
        remoteAddress: "203.0.113.50",
        headers: { "content-type": "application/json" },
        payload: nul,
      });
      answers.push(res.statusCode);
    }
    // Every refused request counts: after 4 × CONTACT_RATE_LIMIT of them (80 by default), 429.
    expect(answers).toEqual([...Array(limit).fill(400), 429, 429]);
  });

  it("refuses JSON nested 10 000 levels deep before parsing it, on REST and tRPC", async () => {
    const arrays = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const objects = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    for (const [method, url] of [
      ["POST", "/api/auth/login"],
      ["POST", "/api/contact-submissions"],
      ["POST", "/api/events"],
      ["PUT", "/api/sponsors/1"],
      ["PATCH", "/api/events/1"],
      ["POST", "/trpc/auth.login"],
      ["POST", "/trpc/events.create"],
    ] as const) {
      for (const payload of [arrays, objects]) {
        const res = await send(method, url, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.body).toContain("zu tief verschachtelt");
      }
    }
    const query = await t.app.inject({
      method: "GET",
      url: `/trpc/events.byId?input=${encodeURIComponent('{"a":'.repeat(2000))}`,
    });
    expect(query.statusCode).toBe(400);
    // Ordinary nesting still passes.
    const fine = await send("POST", "/api/events", JSON.stringify({ title: "Nested ok", date: "2027-01-01" }));
    expect(fine.statusCode).toBe(200);
    await t.db.prisma.event.deleteMany({ where: { title: "Nested ok" } });
  });

  it("answers a multipart upload cut off before its closing boundary with 400", async () => {
    const boundary = "----jc-cut";
    const image = await jpeg(200, 100);
    for (const payload of [
      // The file's bytes never end.
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`),
        image,
      ]),
      // The part's headers never end.
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"`),
      // Nothing but the first boundary.
      Buffer.from(`--${boundary}`),
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/uploads?purpose=photo",
        headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/unvollständig|Datei/);
    }
  });

  it("stored nothing and logged nothing above a warning", async () => {
    expect(await snapshot()).toBe(before);
    expect(t.logs.filter((line) => line.level > 40)).toEqual([]);
  });
});
