import { appRouter } from "@jugendclub/api";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { LONG_TEST_TIMEOUT } from "./timeouts.js";
import { jpeg, multipartBody } from "./upload-fixtures.js";

interface Meta {
  openapi?: { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string };
}

// Random and hostile input at every REST operation: the answer is never a 5xx, and what was
// stored before stays as it was. Deletions and sign-out are left out: valid input to them is
// supposed to change things.
const SKIP = new Set(["admin.deleteAll", "auth.logout", "auth.login", "auth.changePassword"]);
const operations = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>)
  .map(([name, p]) => ({ name, ...(p._def.meta?.openapi as NonNullable<Meta["openapi"]>) }))
  .filter((op) => op.method !== "DELETE" && !SKIP.has(op.name));

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "../../etc/passwd",
    "%2e%2e%2f",
    "<script>alert(1)</script>",
    '\'; DROP TABLE "Event"; --',
    "\u0000",
    "\ud800",
    "🎉".repeat(50),
    "x".repeat(20_000),
    "1e999",
    "-1",
    "NaN",
    "2027-13-45T99:99:99Z",
    // Dates the database cannot hold: it knows no year 0, and no ISO text past 9999.
    "0000-01-01T00:00:00Z",
    "0000-01-01",
    "9999-12-31T23:00:00-05:00",
    // Control characters, which PostgreSQL refuses (NUL) or which only hide text.
    "a\u0000b",
    "\u0007",
    "\u001b[2J",
    "\u0085",
    "line\r\nInjected: header",
    // Numbers as text beyond the database's integer.
    "2147483648",
    "9007199254740991",
    "99999999999999999999",
  ),
);
/** JSON nested deeper than the server takes (it refuses more than 32 levels before parsing). */
const deeplyNested = fc
  .integer({ min: 30, max: 400 })
  .chain((depth) =>
    fc.constantFrom(
      JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`) as unknown,
      JSON.parse(`${'{"title":'.repeat(depth)}1${"}".repeat(depth)}`) as unknown,
    ),
  );
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  // Ids and numbers at and beyond the database's integer and JavaScript's safe integers.
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e21),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 3 }),
);
const fieldNames = fc.constantFrom(
  "title",
  "name",
  "date",
  "description",
  "location",
  "imageUrl",
  "featured",
  "categoryId",
  "category",
  "type",
  "logo",
  "website",
  "address",
  "role",
  "email",
  "phone",
  "photo",
  "alt",
  "caption",
  "src",
  "coverImage",
  "position",
  "message",
  "firstName",
  "lastName",
  "company",
  "username",
  "password",
  "limit",
  "offset",
  "publishAt",
  "endDate",
  "takenAt",
  "activeFrom",
  "activeUntil",
  "before",
  "entity",
  "actor",
  "__proto__",
  "constructor",
);
const body = fc.oneof(
  fc.dictionary(fieldNames, hostileValue, { maxKeys: 8 }),
  hostileValue,
  fc.jsonValue({ maxDepth: 3 }),
  deeplyNested,
);
// Percent-encodes every byte, so lone surrogates and control characters travel as bytes.
const encodeBytes = (value: string) =>
  [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
const pathId = fc.oneof(
  fc.integer({ min: -5, max: 5000 }).map(String),
  fc.constantFrom("2147483648", "9007199254740991", "18446744073709551616", "1e10", "0x10"),
  hostileString.map(encodeBytes),
);

const ZOD_ENGLISH = /Invalid (input|option|string|element|key)|Too (big|small)|expected \w+, received|Unrecognized key/;

describe("hostile input over HTTP", { timeout: LONG_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let cookie: string;
  let before: string;

  const snapshot = async () => {
    const p = t.db.prisma;
    return JSON.stringify([
      await p.event.findMany({ orderBy: { id: "asc" }, where: { id: { lte: 1_000_000 }, title: "Sentinel" } }),
      await p.sponsor.findMany({ where: { name: "Sentinel" } }),
      await p.committeeMember.findMany({ where: { name: "Sentinel" } }),
      await p.photoCategory.findMany({ where: { name: "Sentinel" } }),
      await p.photo.findMany({ where: { alt: "Sentinel" } }),
      await p.adminUser.findMany({ where: { username: "admin" }, select: { id: true, passwordHash: true } }),
    ]);
  };

  beforeAll(async () => {
    t = await createAdminTestApp({ CONTACT_RATE_LIMIT: "100000" });
    cookie = await loginCookie(t.app);
    const p = t.db.prisma;
    const category = await p.photoCategory.create({ data: { name: "Sentinel" } });
    await p.photo.create({ data: { alt: "Sentinel", src: "/media/s.jpg", categoryId: category.id } });
    await p.event.create({
      data: {
        title: "Sentinel",
        date: new Date("2027-01-01"),
        categoryId: (await p.eventCategory.findFirstOrThrow()).id,
      },
    });
    await p.sponsor.create({ data: { name: "Sentinel" } });
    await p.committeeMember.create({ data: { name: "Sentinel", role: "Sentinel" } });
    before = await snapshot();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(operations)("$method $path ($name) answers 2xx or 4xx, never 5xx", async (op) => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, pathId, async (payload, id) => {
        const url = `/api${op.path.replace("{id}", id)}`;
        const res =
          op.method === "GET"
            ? await t.app.inject({
                method: "GET",
                url: `${url}?${new URLSearchParams(
                  typeof payload === "object" && payload !== null && !Array.isArray(payload)
                    ? Object.entries(payload).map(([k, v]): [string, string] => [
                        k,
                        typeof v === "string" ? v : JSON.stringify(v),
                      ])
                    : [["q", JSON.stringify(payload)]],
                )}`,
                headers: { cookie },
              })
            : await t.app.inject({
                method: op.method,
                url,
                headers: { cookie, "content-type": "application/json" },
                payload: JSON.stringify(payload),
              });
        statuses.add(res.statusCode);
        expect(
          res.statusCode,
          `${op.method} ${url} ${JSON.stringify(payload).slice(0, 200)} -> ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const error = res.json();
          expect(typeof error.code).toBe("string");
          expect(typeof error.message).toBe("string");
          expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
          // A person reads these: the product's German, never zod's English for developers.
          expect(error.message).not.toMatch(ZOD_ENGLISH);
        }
      }),
      { numRuns: 40, seed: 20261122 },
    );
    // Writes must have refused some of that input (reads may ignore unknown query parameters).
    if (op.method !== "GET") expect([...statuses].some((s) => s >= 400)).toBe(true);
  });

  it("answers a multipart upload cut at any byte with 2xx or 4xx, never 5xx", async () => {
    const whole = multipartBody(await jpeg(64, 48), "cut.jpg", { cookie });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: whole.payload.length }), async (cut) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/uploads?purpose=photo",
          headers: whole.headers,
          payload: whole.payload.subarray(0, cut),
        });
        expect(res.statusCode, `cut at ${cut} of ${whole.payload.length}: ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60, seed: 20261124 },
    );
  });

  it("answers bursts of hostile requests sent at once with 2xx or 4xx, never 5xx", async () => {
    const request = fc.record({ op: fc.constantFrom(...operations), payload: body, id: pathId });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 10, maxLength: 30 }), async (burst) => {
        const answers = await Promise.all(
          burst.map(({ op, payload, id }) =>
            t.app.inject({
              method: op.method,
              url: `/api${op.path.replace("{id}", id)}`,
              headers: { cookie, "content-type": "application/json" },
              ...(op.method === "GET" ? {} : { payload: JSON.stringify(payload) }),
            }),
          ),
        );
        for (const [i, res] of answers.entries()) {
          const { op } = burst[i] as (typeof burst)[number];
          expect(res.statusCode, `${op.method} ${op.path} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }),
      { numRuns: 15, seed: 20261125 },
    );
  });

  it("left what was stored before intact", async () => {
    expect(await snapshot()).toBe(before);
  });

  it("answers malformed JSON, a wrong content type and an oversized body with clear 4xx", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { cookie, "content-type": "application/json" },
      payload: '{"title": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Der gesendete JSON-Inhalt ist ungültig.");
    const xml = await t.app.inject({
      method: "POST",
      url: "/api/contact-submissions",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(xml.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/contact-submissions",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });
});
