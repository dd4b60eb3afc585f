import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, loginCookie, rest } from "./api-client.js";
import { createAdminTestApp, type TestApp } from "./helpers.js";
import { allowedValue, brokenValue, hostileText } from "./rest-contract-arbitrary.js";
import { type ContractOperation, contractOperations, contractProblems } from "./rest-contract-check.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { jpeg, multipartBody, zipOf } from "./upload-fixtures.js";

// A property-based run over the whole REST document: requests made from each operation's own
// schemas (values they allow, and the same with a field broken, broken JSON, another content
// type, no sign-in, a cookie from another site), sent in a fixed pseudo-random order. Every answer
// must have a declared status and a body that matches its schema, and none may be a 5xx.
const REQUESTS = 2200;
const SEED = 20270131;

type Auth = "token" | "cookie" | "none" | "foreign";
interface Request {
  op: ContractOperation;
  auth: Auth;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: { type?: string; payload: string | Buffer };
}

const encode = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A path parameter: mostly one the schema allows (small ids name rows that are there), or not. */
const pathValue = (schema: unknown, name: string) =>
  fc.oneof(
    { weight: 5, arbitrary: allowedValue(schema, name).map(encode) },
    { weight: 1, arbitrary: hostileText.map((text) => text || "x") },
    { weight: 1, arbitrary: fc.constantFrom("0", "-1", "2147483648", "1e3", "abc") },
  );

/** The query: the parameters the schema names, each there or not, now and then broken. */
function queryOf(op: ContractOperation): fc.Arbitrary<Record<string, string>> {
  const parameters = (op.operation.parameters ?? []).filter((p) => p.in === "query");
  const entries = parameters.map((p) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: allowedValue(p.schema, p.name).map(encode) },
        { weight: 1, arbitrary: hostileText },
      ),
      { nil: undefined, freq: p.required ? 10 : 2 },
    ),
  );
  return fc
    .tuple(...entries)
    .map((values) =>
      Object.fromEntries(
        values.flatMap((value, i) => (value === undefined ? [] : [[(parameters[i] as { name: string }).name, value]])),
      ),
    );
}

const bytes = fc.uint8Array({ maxLength: 300 }).map((array) => Buffer.from(array));

/** A body as the operation takes it (JSON from its schema, a form, a ZIP, an image), or broken. */
function bodyOf(op: ContractOperation, files: { image: Buffer; zip: Buffer }): fc.Arbitrary<Request["body"]> {
  const content = op.operation.requestBody?.content ?? {};
  const schema = content["application/json"]?.schema;
  const broken = fc.oneof(
    fc.record({ type: fc.constant("application/json"), payload: fc.constantFrom('{"title":', "[", "nul", "") }),
    fc.record({
      type: fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml"),
      payload: hostileText,
    }),
    fc.record({
      type: fc.constant("application/json"),
      payload: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    }),
    // Over the JSON body limit (256 KB).
    fc.constant({ type: "application/json", payload: JSON.stringify({ text: "x".repeat(300 * 1024) }) }),
  );
  if (schema) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: allowedValue(schema).map((v) => ({ type: "application/json", payload: JSON.stringify(v) })),
      },
      {
        weight: 3,
        arbitrary: brokenValue(schema).map((v) => ({ type: "application/json", payload: encode(v) ?? "" })),
      },
      { weight: 2, arbitrary: broken },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  const form = (file: fc.Arbitrary<Buffer>, name: string) =>
    file.map((data) => {
      const { headers, payload } = multipartBody(data, name, {});
      return { type: headers["content-type"], payload };
    });
  if (content["multipart/form-data"] && content["application/zip"]) {
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant({ type: "application/zip", payload: files.zip }) },
      { weight: 2, arbitrary: form(fc.constant(files.zip), "album.zip") },
      bytes.map((payload) => ({ type: "application/zip", payload })),
      broken,
    );
  }
  if (content["multipart/form-data"]) {
    return fc.oneof({ weight: 2, arbitrary: form(fc.constant(files.image), "a.jpg") }, form(bytes, "b.jpg"), broken);
  }
  if (content["image/*"]) {
    return fc.oneof(
      fc.constant({ type: "image/jpeg", payload: files.image }),
      bytes.map((payload) => ({ type: "image/png", payload })),
      broken,
    );
  }
  return fc.constant(undefined);
}

function requestOf(op: ContractOperation, files: { image: Buffer; zip: Buffer }): fc.Arbitrary<Request> {
  const pathParameters = (op.operation.parameters ?? []).filter((p) => p.in === "path");
  const path = fc
    .tuple(...pathParameters.map((p) => pathValue(p.schema, p.name)))
    .map((values) =>
      Object.fromEntries(values.map((value, i) => [(pathParameters[i] as { name: string }).name, value])),
    );
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Auth>("token") },
    { weight: 2, arbitrary: fc.constant<Auth>("cookie") },
    { weight: 1, arbitrary: fc.constant<Auth>("none") },
    { weight: 1, arbitrary: fc.constant<Auth>("foreign") },
  );
  return fc.record({ op: fc.constant(op), auth, path, query: queryOf(op), body: bodyOf(op, files) });
}

// 2 200 requests in one test: 20 s on a quiet machine, several minutes while the other suites
// load both cores (CI), so twice a process test's time.
describe("the REST contract under a property-based fuzz run", { timeout: 2 * PROCESS_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let cookie: string;
  let token: string;
  let signIns = 0;
  let mainAdmin: number;

  /** A new session and token, after a request that may have ended them (logout, revoke). */
  const signIn = async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: ADMIN,
      remoteAddress: `10.77.${Math.floor(++signIns / 250)}.${signIns % 250}`,
    });
    cookie = `jc_session=${res.cookies.find((c) => c.name === "jc_session")?.value}`;
    token = String((await rest(t.app, cookie).post("/api/admin/tokens", { name: `fuzz ${signIns}` })).json().token);
  };

  beforeAll(async () => {
    t = await createAdminTestApp();
    cookie = await loginCookie(t.app);
    await signIn();
    mainAdmin = (await t.db.prisma.adminUser.findFirstOrThrow({ where: { username: ADMIN.username } })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  function inject(request: Request): InjectOptions {
    const { op } = request;
    let url = `/api${op.path}`;
    for (const [name, value] of Object.entries(request.path)) {
      // The main admin stays: without it no session could be made again.
      const safe = op.id === "admin-deleteAdmin" && value === String(mainAdmin) ? "987654" : value;
      url = url.replace(`{${name}}`, encodeURIComponent(safe));
    }
    const query = new URLSearchParams(request.query).toString();
    const auth = {
      token: { authorization: `Bearer ${token}` },
      cookie: { cookie },
      none: {},
      foreign: { cookie, origin: "https://evil.example" },
    }[request.auth];
    return {
      method: op.method,
      url: query ? `${url}?${query}` : url,
      headers: { ...auth, ...(request.body?.type ? { "content-type": request.body.type } : {}) },
      ...(request.body ? { payload: request.body.payload } : {}),
    };
  }

  it(`${REQUESTS} requests: every status declared, every body its schema's, no 5xx`, async () => {
    const files = { image: await jpeg(40, 30), zip: await zipOf([["a.jpg", await jpeg(40, 30)]]) };
    const requests = fc.sample(
      fc.constantFrom(...contractOperations).chain((op) => requestOf(op, files)),
      { numRuns: REQUESTS, seed: SEED },
    );
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const request of requests) {
      let options: InjectOptions;
      try {
        options = inject(request);
      } catch (error) {
        // A lone surrogate has no URL encoding: such a request cannot be sent at all.
        if (error instanceof URIError) continue;
        throw error;
      }
      const res = await t.app.inject(options);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const answer = { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.body };
      problems.push(...contractProblems(request.op, answer));
      if (res.statusCode >= 500)
        problems.push(`${request.op.method} ${request.op.path}: ${res.statusCode} ${res.body}`);
      // Signing out or revoking a token ends what the next requests sign in with.
      if (
        res.statusCode === 200 &&
        ["auth-logout", "admin-revokeToken", "auth-changePassword"].includes(request.op.id)
      ) {
        await signIn();
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `REST fuzz: ${requests.length} requests in ${seconds.toFixed(1)} s, statuses`,
      Object.fromEntries(statuses),
    );
    expect(problems).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2000);
    // The run reached the operations' work, not only their refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(300);
  });
});
