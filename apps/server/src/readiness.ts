import { statfs } from "node:fs/promises";
import type { Config } from "./config.js";
import type { Services } from "./services.js";
import { diskNearlyFull } from "./system-status.js";

// GET /healthz?full: whether every part the site needs works, for monitoring and a load
// balancer's readiness probe. Plain /healthz stays cheap (the database only).

/** A mail waiting longer than this means the mail server refuses or cannot be reached. */
export const MAIL_LATE_MS = 3600_000;
/** How long one part may take to answer before it counts as down. */
const PART_TIMEOUT_MS = 5000;
/** Answers are shared for this long: a probe every second does not become a bucket request every second. */
const SHARED_MS = 5000;

export interface Readiness {
  status: "ok" | "unavailable";
  /** The parts that are not well, by the names below; empty when all is well. */
  failing: string[];
  database: { state: "up" | "down"; kind: "pglite" | "postgres"; latencyMs?: number; message?: string };
  storage: { state: "up" | "down"; kind: "local" | "s3"; message?: string };
  mailQueue: {
    state: "ok" | "late" | "off" | "unknown";
    pending: number | null;
    oldestPendingSeconds: number | null;
    message?: string;
  };
  disk: { state: "ok" | "low" | "unknown"; freeBytes: number | null; totalBytes: number | null; message?: string };
}

const text = (error: unknown) => (error instanceof Error ? error.message : String(error));

function within<T>(promise: Promise<T>, what: string, timeoutMs = PART_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(services: Services, timeoutMs = 2000): Promise<boolean> {
  try {
    await within(services.db.ping(), "The database", timeoutMs);
    return true;
  } catch {
    return false;
  }
}

async function database(services: Services): Promise<Readiness["database"]> {
  const started = performance.now();
  try {
    await within(services.db.ping(), "The database");
    return { state: "up", kind: services.db.kind, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { state: "down", kind: services.db.kind, message: text(error) };
  }
}

async function storage(services: Services): Promise<Readiness["storage"]> {
  const { storage } = services.media;
  try {
    await within(storage.check(PART_TIMEOUT_MS), "The file storage");
    return { state: "up", kind: storage.kind };
  } catch (error) {
    return { state: "down", kind: storage.kind, message: text(error) };
  }
}

async function mailQueue(services: Services, now: Date): Promise<Readiness["mailQueue"]> {
  try {
    // Whether mail is on may be a setting in the panel, so even this asks the database.
    if (!(await within(services.mail.status(), "The mail settings")).enabled) {
      return { state: "off", pending: null, oldestPendingSeconds: null };
    }
    const prisma = services.db.prisma;
    const [pending, oldest] = await within(
      Promise.all([
        prisma.outboxMail.count({ where: { state: "pending" } }),
        prisma.outboxMail.findFirst({
          where: { state: "pending" },
          orderBy: { createdAt: "asc" },
          select: { createdAt: true, lastError: true },
        }),
      ]),
      "The mail queue",
    );
    const age = oldest ? now.getTime() - oldest.createdAt.getTime() : 0;
    const oldestPendingSeconds = oldest ? Math.max(0, Math.round(age / 1000)) : null;
    if (age <= MAIL_LATE_MS) return { state: "ok", pending, oldestPendingSeconds };
    return {
      state: "late",
      pending,
      oldestPendingSeconds,
      message: `A mail has waited over ${MAIL_LATE_MS / 3600_000} h${oldest?.lastError ? `: ${oldest.lastError}` : ""}`,
    };
  } catch (error) {
    return { state: "unknown", pending: null, oldestPendingSeconds: null, message: text(error) };
  }
}

async function disk(config: Config): Promise<Readiness["disk"]> {
  try {
    const s = await within(statfs(config.dataDir), "The disk");
    const space = { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
    if (!diskNearlyFull(space)) return { state: "ok", ...space };
    return { state: "low", ...space, message: "DATA_DIR's disk is nearly full (under 10 % or 1 GB free)" };
  } catch (error) {
    return { state: "unknown", freeBytes: null, totalBytes: null, message: text(error) };
  }
}

/** Asks every part at once; each answers within 5 s or counts as not well. */
export async function readiness(config: Config, services: Services, now = new Date()): Promise<Readiness> {
  const [db, files, mail, space] = await Promise.all([
    database(services),
    storage(services),
    mailQueue(services, now),
    disk(config),
  ]);
  const failing = [
    db.state === "up" ? null : "database",
    files.state === "up" ? null : "storage",
    // A queue that cannot be read because the database does not answer is the database's failure.
    mail.state === "ok" || mail.state === "off" || (mail.state === "unknown" && db.state !== "up") ? null : "mailQueue",
    space.state === "ok" ? null : "disk",
  ].filter((part): part is string => part !== null);
  return {
    status: failing.length === 0 ? "ok" : "unavailable",
    failing,
    database: db,
    storage: files,
    mailQueue: mail,
    disk: space,
  };
}

/** readiness(), one answer shared by the requests of 5 seconds. */
export function sharedReadiness(config: Config, services: Services): () => Promise<Readiness> {
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= SHARED_MS) last = { at: now, answer: readiness(config, services) };
    return last.answer;
  };
}
