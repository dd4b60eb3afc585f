// Issue 35's rush: 500 people sign up at once for an event with 100 places, then all 500 confirm
// their address at once, over real HTTP against the built server, with the mails delivered to a
// real SMTP server on loopback (the confirm links are read from the mails, as a person would).
// Prints the time to the last answer of each wave, and checks the outcome: exactly 100 confirmed,
// 400 waiting with the places 1 to 400 in the line, each once. The rate limits are lifted for the
// run (SIGNUP_RATE_LIMIT, PUBLIC_MAIL_HOURLY_LIMIT): every request comes from one address here.
//   pnpm bench:signups [--people 500] [--places 100] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
// Without --postgres: the embedded database (a new data folder).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSqlConnection } from "@jugendclub/db";
import { type RunningServer, startServer } from "@jugendclub/testing/server-process";
import { startSmtpServer } from "@jugendclub/testing/smtp";
import { option } from "./args.js";
import { printTable } from "./site.js";

const ADMIN = { username: "admin", password: "sign-up bench password" };
const DAY = 24 * 3600_000;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A name's part from a number: names take letters only (a, b, …, z, ba, bb, …). */
function letters(n: number): string {
  let text = "";
  do {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Answer<T> {
  status: number;
  body: T;
  ms: number;
}

/** Sends every request at once; answers each answer and the time until the last one came. */
async function wave<T>(requests: (() => Promise<Response>)[]): Promise<{ answers: Answer<T>[]; lastMs: number }> {
  const started = performance.now();
  const answers = await Promise.all(
    requests.map(async (send) => {
      const res = await send();
      const body = (await res.json()) as T;
      return { status: res.status, body, ms: performance.now() - started };
    }),
  );
  return { answers, lastMs: performance.now() - started };
}

function timings(answers: { ms: number }[]): { p50: number; p99: number } {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

const json = (url: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

async function run(label: string, people: number, places: number, postgres: string | undefined) {
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), "jc-signups-"));
  const admin = postgres ? await openSqlConnection({ databaseUrl: postgres }) : undefined;
  const database = `jc_signups_${randomBytes(5).toString("hex")}`;
  if (admin) await admin.exec(`CREATE DATABASE "${database}"`);
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BACKUP_INTERVAL_HOURS: "0",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Jugendclub <site@jugendclub.lu>",
      // One address sends everything here: the limits a real rush from many addresses never meets.
      SIGNUP_RATE_LIMIT: String(people * 10),
      PUBLIC_MAIL_HOURLY_LIMIT: "10000",
      ...(postgres && admin ? { DATABASE_URL: withDatabase(postgres, database) } : {}),
    });
    const url = server.url;
    const login = await json(`${url}/api/auth/login`, "POST", ADMIN);
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const session = { cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] as string, origin: url };
    const created = await json(
      `${url}/api/events`,
      "POST",
      {
        title: "Busrees op de Chrëschtmaart",
        date: new Date(Date.now() + 20 * DAY).toISOString(),
        signup: { capacity: places },
      },
      session,
    );
    if (!created.ok) throw new Error(`event: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };

    // Wave 1: everybody signs up at once (each answer: 202, a mail asks to confirm).
    const email = (i: number) => `person${i}@example.lu`;
    const signups = await wave<{ status: string }>(
      Array.from(
        { length: people },
        (_, i) => () =>
          json(`${url}/api/events/${id}/signups`, "POST", { name: `Persoun ${letters(i)}`, email: email(i) }),
      ),
    );
    const refused = signups.answers.filter((answer) => answer.status !== 202);
    if (refused.length > 0) throw new Error(`${refused.length} sign-ups refused: ${JSON.stringify(refused[0])}`);

    // The confirm links, from the mails as they arrive.
    const mailStarted = performance.now();
    const mails = await smtp.waitFor(people, 10 * 60_000);
    const mailSeconds = (performance.now() - mailStarted) / 1000;
    const tokens = new Map<string, string>();
    for (const mail of mails) {
      const token = mail.parsed.text?.match(/\/signup\/confirm\?token=([\w-]+)/)?.[1];
      if (token) tokens.set(mail.to[0] as string, token);
    }
    if (tokens.size !== people) throw new Error(`${tokens.size} confirm links for ${people} people`);

    // Wave 2: everybody confirms at once: the race for the places.
    const confirms = await wave<{ status: string; position: number | null }>(
      Array.from(
        { length: people },
        (_, i) => () => json(`${url}/api/signups/confirm`, "POST", { token: tokens.get(email(i)) }),
      ),
    );
    const failed = confirms.answers.filter((answer) => answer.status !== 200);
    if (failed.length > 0) throw new Error(`${failed.length} confirms failed: ${JSON.stringify(failed[0])}`);
    const confirmed = confirms.answers.filter((answer) => answer.body.status === "confirmed").length;
    const waiting = confirms.answers.filter((answer) => answer.body.status === "waiting");
    const positions = waiting.map((answer) => answer.body.position ?? 0).sort((a, b) => a - b);
    const inLine = positions.every((position, i) => position === i + 1);
    const overview = (await (await fetch(`${url}/api/events/${id}/signup`)).json()) as {
      taken: number;
      waiting: number;
    };
    const ok =
      confirmed === places &&
      waiting.length === people - places &&
      inLine &&
      overview.taken === places &&
      overview.waiting === people - places;
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    return {
      ok,
      row: [
        label,
        `${people} / ${places}`,
        s(signups.lastMs),
        `${timings(signups.answers).p50.toFixed(0)} ms`,
        `${mailSeconds.toFixed(1)} s`,
        s(confirms.lastMs),
        `${timings(confirms.answers).p50.toFixed(0)} / ${timings(confirms.answers).p99.toFixed(0)} ms`,
        confirmed,
        `${waiting.length} (${positions[0] ?? "-"}–${positions.at(-1) ?? "-"}${inLine ? "" : ", gaps!"})`,
        ok ? "yes" : "NO",
      ],
    };
  } finally {
    await server?.stop();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.exec(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
      await admin.close();
    }
  }
}

async function main(): Promise<void> {
  const people = Number(option("--people") ?? 500);
  const places = Number(option("--places") ?? 100);
  const postgres = option("--postgres") ?? process.env.BENCH_DATABASE_URL;
  const result = await run(postgres ? "PostgreSQL" : "embedded (PGlite)", people, places, postgres);
  printTable(
    [
      "database",
      "people / places",
      "sign-ups: last answer",
      "sign-ups p50",
      "mails delivered",
      "confirms: last answer",
      "confirms p50 / p99",
      "confirmed",
      "waiting (places)",
      "as expected",
    ],
    [result.row],
  );
  if (!result.ok) process.exitCode = 1;
}

await main();
