import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@jugendclub/db";
import { type S3Server, startS3 } from "@jugendclub/testing/s3";
import { type ServerDatabase, serverDatabase } from "@jugendclub/testing/server-database";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { type SmtpTestServer, startSmtpServer } from "@jugendclub/testing/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "./api-client.js";
import { PROCESS_TEST_TIMEOUT } from "./timeouts.js";
import { jpeg } from "./upload-fixtures.js";

const BUCKET = "jugendclub-shared";
const LOGIN_LIMIT = 4;

// The deployment for a club that outgrows one machine: two built servers behind a balancer, one
// PostgreSQL, one S3-compatible bucket. Real processes and real HTTP on loopback. Needs the
// PostgreSQL server (the embedded database belongs to one process), so it runs in the
// PostgreSQL pass of the tests.
describe.runIf(process.env.TEST_DATABASE_URL)(
  "two server instances on one PostgreSQL and one bucket",
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    let pg: ServerDatabase;
    let s3: S3Server;
    let smtp: SmtpTestServer;
    const dirs: string[] = [];
    let a: RunningServer;
    let b: RunningServer;
    let cookie: string;

    // The answers' shapes, as far as these checks read them.
    const json = async <T = { path: string; url: string; id: number }>(res: Response | Promise<Response>) =>
      (await (await res).json()) as T;
    const call = (server: RunningServer, path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { cookie, ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
      });

    beforeAll(async () => {
      pg = await serverDatabase();
      s3 = await startS3(BUCKET);
      smtp = await startSmtpServer();
      const env = (name: string) => {
        const dataDir = mkdtempSync(join(tmpdir(), `jc-${name}-`));
        dirs.push(dataDir);
        return {
          DATA_DIR: dataDir,
          ...pg.env,
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: "false",
          LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
          // The test's requests play the balancer, on loopback.
          TRUST_PROXY: "loopback",
          ...s3.env,
          SMTP_URL: smtp.url,
          MAIL_FROM: "site@jugendclub.lu",
          MAIL_TO: "secretary@jugendclub.lu",
          MAIL_RETRY_SECONDS: "1",
          CONTACT_RATE_LIMIT: "100",
        };
      };
      // Started together: the migrations run once (advisory lock), and one admin is created.
      [a, b] = await Promise.all([startServer(env("a")), startServer(env("b"))]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await s3?.close();
      await smtp?.close();
      await pg?.destroy();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it("a login on instance A is valid on instance B, and signing out on B ends it on A", async () => {
      const login = await fetch(`${a.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
      expect(cookie).toMatch(/^jc_session=/);
      const me = await call(b, "/api/auth/me");
      expect(me.status).toBe(200);
      expect((await json<{ user: unknown }>(me)).user).toMatchObject({ username: ADMIN.username });
      expect((await call(b, "/api/contact-submissions")).status).toBe(200);

      // A second session, ended on B: A no longer knows it.
      const other = await fetch(`${b.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      const otherCookie = (other.headers.get("set-cookie") ?? "").split(";")[0] as string;
      expect((await fetch(`${a.url}/api/contact-submissions`, { headers: { cookie: otherCookie } })).status).toBe(200);
      const logout = await fetch(`${b.url}/api/auth/logout`, {
        method: "POST",
        headers: { cookie: otherCookie, "content-type": "application/json" },
        body: "{}",
      });
      expect(logout.status).toBe(200);
      expect((await fetch(`${a.url}/api/contact-submissions`, { headers: { cookie: otherCookie } })).status).toBe(401);
      expect((await call(a, "/api/contact-submissions")).status).toBe(200);
    });

    it("an image uploaded through A is served by B, and one uploaded through B by A", async () => {
      const { url } = await json(call(a, "/api/object-uploads/url?purpose=event"));
      expect(new URL(url).pathname).toMatch(new RegExp(`^/${BUCKET}/raw-`));
      const bytes = await jpeg(1200, 800, true);
      const sent = await fetch(url, {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: { "content-type": "image/jpeg" },
      });
      expect(sent.status).toBe(200);
      const done = await call(a, "/api/object-uploads/complete", {
        method: "POST",
        body: JSON.stringify({ rawPath: url }),
      });
      expect(done.status).toBe(200);
      const image = await json<{ path: string; variants: { url: string }[] }>(done);
      const fromA = Buffer.from(await (await fetch(`${a.url}${image.path}`)).arrayBuffer());
      const fromB = await fetch(`${b.url}${image.path}`);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get("content-type")).toBe("image/jpeg");
      expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
      for (const variant of image.variants) expect((await fetch(`${b.url}${variant.url}`)).status).toBe(200);

      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await jpeg(600, 400))], { type: "image/jpeg" }), "logo.jpg");
      const viaB = await fetch(`${b.url}/api/uploads?purpose=logo`, {
        method: "POST",
        headers: { cookie },
        body: form,
      });
      expect(viaB.status).toBe(200);
      expect((await fetch(`${a.url}${(await json(viaB)).path}`)).status).toBe(200);
    });

    it("a write through A is seen by the next read through B, cached answers and ETags included", async () => {
      // B has the list cached, and a browser holds its ETag.
      const before = await fetch(`${b.url}/api/events`);
      const etag = before.headers.get("etag") as string;
      expect(etag).toBeTruthy();
      expect((await fetch(`${b.url}/api/events`, { headers: { "if-none-match": etag } })).status).toBe(304);
      const trpcPath = "/trpc/events.list";
      await fetch(`${b.url}${trpcPath}`);

      const created = await call(a, "/api/events", {
        method: "POST",
        body: JSON.stringify({ title: "Scale-out Owend", date: "2027-03-01" }),
      });
      expect(created.status).toBe(200);
      const event = await json(created);

      const after = await fetch(`${b.url}/api/events`, { headers: { "if-none-match": etag } });
      expect(after.status).toBe(200);
      expect((await json<{ id: number }[]>(after)).map((e: { id: number }) => e.id)).toContain(event.id);
      expect(await (await fetch(`${b.url}${trpcPath}`)).text()).toContain("Scale-out Owend");
      expect((await fetch(`${b.url}/api/events/${event.id}`)).status).toBe(200);

      // And back: a delete through B is gone on A at once.
      await fetch(`${a.url}/api/events/${event.id}`);
      expect((await call(b, `/api/events/${event.id}`, { method: "DELETE" })).status).toBe(200);
      expect((await fetch(`${a.url}/api/events/${event.id}`)).status).toBe(404);
      expect(
        (await json<{ id: number }[]>(fetch(`${a.url}/api/events`))).map((e: { id: number }) => e.id),
      ).not.toContain(event.id);
    });

    it("login throttling counts failures on both instances together", async () => {
      const attempt = (server: RunningServer, password: string) =>
        fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
          body: JSON.stringify({ username: "intruder", password }),
        });
      for (let i = 0; i < LOGIN_LIMIT; i++) {
        expect((await attempt(i % 2 === 0 ? a : b, `guess-${i}`)).status).toBe(401);
      }
      // Each instance saw only half of them; together they are at the limit.
      const blockedOnA = await attempt(a, "guess-again");
      expect(blockedOnA.status).toBe(429);
      expect(Number(blockedOnA.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await attempt(b, "guess-again")).status).toBe(429);
    });

    it("both instances send the outbox's mails, each exactly once, also after the mail server was down", async () => {
      await smtp.stop();
      const send = (server: RunningServer, i: number) =>
        fetch(`${server.url}/api/contact-submissions`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
          body: JSON.stringify({
            type: "membership",
            name: `Sender ${i}`,
            email: `s${i}@example.lu`,
            message: "Moien",
          }),
        });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? b : a, i)));
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      // Both instances try while the server is down; once it is back, their retries race for the rows.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await smtp.start();
      await smtp.waitFor(20, 90_000);
      // Time for any duplicate to arrive.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(smtp.received).toHaveLength(20);
      expect(new Set(smtp.received.map((m) => m.parsed.messageId)).size).toBe(20);
      const committee = smtp.received.filter((m) => m.to[0] === "secretary@jugendclub.lu");
      expect(committee.map((m) => m.parsed.subject).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `Mitgliedsantrag: Sender ${i}`).sort(),
      );
    });

    it("sign-ups confirmed at once through both instances never overbook: exactly the places, the rest waiting in one line", async () => {
      const created = await json<{ id: number }>(
        call(a, "/api/events", {
          method: "POST",
          body: JSON.stringify({ title: "Bus op Tréier", date: "2027-12-11T08:00:00Z", signup: { capacity: 10 } }),
        }),
      );
      const people = Array.from({ length: 30 }, (_, i) => `bus${i}@example.lu`);
      const signedUp = await Promise.all(
        people.map((email, i) =>
          fetch(`${(i % 2 ? b : a).url}/api/events/${created.id}/signups`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i + 1}` },
            // Names are letters only (a name with a digit is refused): A to Z, then AA, AB, …
            body: JSON.stringify({ name: `Persoun ${i < 26 ? "" : "A"}${String.fromCharCode(65 + (i % 26))}`, email }),
          }),
        ),
      );
      expect(signedUp.map((res) => res.status)).toEqual(Array(30).fill(202));
      // The confirmation requests, each with its link's token.
      const tokens = new Map<string, string>();
      const until = Date.now() + 60_000;
      while (tokens.size < 30 && Date.now() < until) {
        for (const mail of smtp.received) {
          const token = /\/signup\/confirm\?token=([\w-]+)/.exec(mail.parsed.text ?? "")?.[1];
          if (token && mail.to[0]?.startsWith("bus")) tokens.set(mail.to[0], token);
        }
        if (tokens.size < 30) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(tokens.size).toBe(30);
      const answers = await Promise.all(
        people.map((email, i) =>
          json<{ status: string; position: number | null }>(
            fetch(`${(i % 2 ? a : b).url}/api/signups/confirm`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ token: tokens.get(email) }),
            }),
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === "confirmed")).toHaveLength(10);
      const line = answers.filter((answer) => answer.status === "waiting").map((answer) => answer.position);
      expect(line.sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const overview = await json<{ taken: number; left: number; waiting: number }>(
        fetch(`${b.url}/api/events/${created.id}/signup`),
      );
      expect(overview).toMatchObject({ taken: 10, left: 0, waiting: 20 });
    });

    it("a newsletter sent through both instances reaches each subscriber once, and both together keep the hourly rate", async () => {
      const db = await openDatabase({ dataDir: dirs[0] as string, databaseUrl: pg.env.DATABASE_URL });
      try {
        await db.prisma.newsletterSubscriber.createMany({
          data: Array.from({ length: 40 }, (_, i) => ({
            email: `reader${i}@example.lu`,
            topics: ["news"],
            token: `scale-token-${i}`,
            consentAt: new Date(),
            consentText: "ok",
            consentLang: "lb",
          })),
        });
        const rate = 25;
        expect(
          (
            await call(a, "/api/newsletter/settings", {
              method: "PUT",
              body: JSON.stringify({ hourlyRate: rate, digest: "off", digestAutoSend: false }),
            })
          ).status,
        ).toBe(200);
        const { id } = await json<{ id: number }>(
          call(a, "/api/newsletters", { method: "POST", body: JSON.stringify({ subject: "Neies" }) }),
        );
        // Counted from before "send": its first mail is due at once and may come before the rest.
        const before = smtp.received.length;
        // "Send" pressed on both at once: one writes the mails, once; the other is told it is going
        // (409) or, if it came first to a draft, also answers 200.
        const sent = await Promise.all(
          [a, b].map((server) => call(server, `/api/newsletters/${id}/send`, { method: "POST", body: "{}" })),
        );
        expect(sent.map((res) => res.status)).toContain(200);
        for (const res of sent) expect([200, 409]).toContain(res.status);
        expect(await db.prisma.outboxMail.count({ where: { newsletterId: id } })).toBe(40);
        // Every mail due at once (as after the mail server was down for hours).
        await db.prisma.outboxMail.updateMany({ where: { newsletterId: id }, data: { nextAttemptAt: new Date(0) } });
        const readers = () => smtp.received.slice(before).filter((m) => m.to[0]?.startsWith("reader"));
        // A message through each instance wakes both workers at the same moment.
        const wake = (server: RunningServer, i: number) =>
          fetch(`${server.url}/api/contact-submissions`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${i + 1}` },
            body: JSON.stringify({
              type: "membership",
              name: `Wecker ${i}`,
              email: `w${i}@example.lu`,
              message: "Moien",
            }),
          });
        expect((await Promise.all([wake(a, 0), wake(b, 1)])).map((res) => res.status)).toEqual([200, 200]);
        const arrived = async (check: () => boolean, what: string) => {
          const deadline = Date.now() + 90_000;
          while (!check()) {
            if (Date.now() > deadline) {
              const rows = await db.prisma.outboxMail.groupBy({
                by: ["kind", "state", "lastError"],
                where: { createdAt: { gt: new Date(Date.now() - 600_000) } },
                _count: true,
              });
              throw new Error(`timed out waiting for ${what}: ${readers().length} arrived; ${JSON.stringify(rows)}`);
            }
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        };
        await arrived(() => readers().length >= rate, "the hour's allowance of newsletter mails");
        // Both workers woke again after the hour's allowance was used (their committee mails came,
        // and each drain looks at the newsletter's mails after the others): still not one more.
        expect((await Promise.all([wake(a, 2), wake(b, 3)])).map((res) => res.status)).toEqual([200, 200]);
        const woken = (name: string) => smtp.received.some((m) => m.parsed.subject === `Mitgliedsantrag: ${name}`);
        await arrived(() => woken("Wecker 2") && woken("Wecker 3"), "the second wake-up's mails");
        const progress = await json<{ sent: number; pending: number }>(call(b, `/api/newsletters/${id}`));
        expect(progress).toMatchObject({ sent: rate, pending: 40 - rate });
        expect(readers()).toHaveLength(rate);
        expect(new Set(readers().map((m) => m.to[0])).size).toBe(rate);
      } finally {
        await db.close();
      }
    });
  },
);
