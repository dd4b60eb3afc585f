import { statfs } from "node:fs/promises";
import { type PublicMailCap, plainMailError, readPublicMailCap } from "@jugendclub/api";
import { formatLuxembourgDateTime } from "@jugendclub/api/luxembourg-date";
import type { SystemStatus } from "@jugendclub/api/system-status";
import { backupState, backupsAfter } from "./backups.js";
import type { Config } from "./config.js";
import type { Services } from "./services.js";
import { systemState } from "./system-state.js";
import { APP_VERSION } from "./version.js";

const GB = 1024 ** 3;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const DAY = 24 * 3600_000;

/** The disk is nearly full under 10 % or under 1 GB free, whichever is more. */
export function diskNearlyFull(disk: { freeBytes: number; totalBytes: number }): boolean {
  return disk.freeBytes < Math.max(GB, disk.totalBytes * 0.1);
}

function size(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1).replace(".", ",")} GB`;
  return `${Math.round(bytes / 1024 / 1024)} MB`;
}

async function databaseBytes(services: Services): Promise<number | null> {
  try {
    const rows = await services.db.prisma.$queryRawUnsafe<{ bytes: bigint | number }[]>(
      "SELECT pg_database_size(current_database()) AS bytes",
    );
    return Number(rows[0]?.bytes ?? 0);
  } catch {
    return null;
  }
}

async function storedFiles(services: Services) {
  const rows = await services.db.prisma.storedFile.findMany({ select: { size: true, variants: true } });
  let count = 0;
  let bytes = 0;
  for (const row of rows) {
    count += 1;
    bytes += row.size;
    for (const variant of (row.variants ?? []) as { size?: number }[]) {
      count += 1;
      bytes += variant.size ?? 0;
    }
  }
  return { count, bytes };
}

async function messages(services: Services) {
  const prisma = services.db.prisma;
  const [waiting, mailPending, mailFailed, oldestPending] = await Promise.all([
    prisma.contactSubmission.count({ where: { status: "new" } }),
    prisma.outboxMail.count({ where: { state: "pending" } }),
    prisma.outboxMail.count({ where: { state: "failed" } }),
    prisma.outboxMail.findFirst({
      where: { state: "pending", lastError: { not: "" } },
      orderBy: { createdAt: "asc" },
      select: { createdAt: true, lastError: true },
    }),
  ]);
  return { waiting, mailPending, mailFailed, oldestPending };
}

/** Mails that waited this long on a mail server that refused or was not reachable get a warning. */
export const MAIL_STUCK_MINUTES = 15;

/** Mails wait on a mail server that does not take them: since when, and why in plain words. */
function waitingMailWarning(oldest: { createdAt: Date; lastError: string | null } | null, now: Date): string | null {
  if (!oldest?.lastError) return null;
  const minutes = Math.floor((now.getTime() - oldest.createdAt.getTime()) / 60_000);
  if (minutes < MAIL_STUCK_MINUTES) return null;
  const since = minutes < 120 ? `${minutes} Minuten` : `${Math.floor(minutes / 60)} Stunden`;
  return `Mails warten seit ${since} auf den Mailserver. ${plainMailError(oldest.lastError)} Der Server versucht es weiter.`;
}

/** A reached cap stays in the warnings for a week after the last mail it held back. */
const CAP_WARNING_DAYS = 7;

/** The hourly cap on mails to senders was reached: when, how many were held back, and what it may mean. */
export function publicMailCapWarning(cap: PublicMailCap): string {
  const skipped = cap.skipped === 1 ? "wurde 1 E-Mail" : `wurden ${cap.skipped} E-Mails`;
  return (
    `Die Obergrenze für E-Mails an Absender (${cap.limit} pro Stunde, PUBLIC_MAIL_HOURLY_LIMIT) wurde am ` +
    `${formatLuxembourgDateTime(new Date(cap.since))} erreicht. Seitdem ${skipped} an Absender nicht gesendet ` +
    `(Eingangsbestätigungen), zuletzt am ${formatLuxembourgDateTime(new Date(cap.last))}. Das deutet auf einen ` +
    "Missbrauch des Kontaktformulars hin: Jemand schickt vielleicht Nachrichten mit fremden E-Mail-Adressen, " +
    "damit der Club diesen Leuten schreibt. Die Nachrichten selbst sind im Posteingang gespeichert."
  );
}

export async function systemStatus(config: Config, services: Services, now = new Date()): Promise<SystemStatus> {
  const [dbBytes, files, disk, backup, waiting, cap] = await Promise.all([
    databaseBytes(services),
    storedFiles(services),
    statfs(config.dataDir)
      .then((s) => ({ freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize }))
      .catch(() => null),
    backupState(config, services, now).catch((error: unknown) => ({
      place: config.backup.s3 ? ("s3" as const) : ("local" as const),
      files: [],
      last: null,
      next: null,
      failure: { at: now.toISOString(), message: `Die Sicherungen sind nicht lesbar: ${errorText(error)}` },
    })),
    messages(services),
    readPublicMailCap(services.db.prisma),
  ]);
  const memory = process.memoryUsage();
  const warnings: string[] = [];
  if (disk && diskNearlyFull(disk)) {
    warnings.push(`Der Speicherplatz wird knapp: nur noch ${size(disk.freeBytes)} frei.`);
  }
  if (backup.failure && (!backup.last || new Date(backup.failure.at) >= backup.last.at)) {
    warnings.push(`Die letzte automatische Sicherung ist fehlgeschlagen: ${backup.failure.message}`);
  }
  const later = backupsAfter(backup.files, now)[0];
  if (later) {
    warnings.push(
      `Eine Sicherung ist auf ${formatLuxembourgDateTime(later.at)} datiert, also nach der jetzigen Uhrzeit des ` +
        "Servers: Die Uhr des Servers ging damals vor oder wurde seitdem zurückgestellt. Bitte die Uhrzeit des " +
        "Servers prüfen. Automatische Sicherungen werden trotzdem weiter gemacht.",
    );
  }
  if (!backup.last || now.getTime() - backup.last.at.getTime() > 2 * DAY) {
    warnings.push(
      config.backup.intervalHours === 0
        ? "Seit zwei Tagen gibt es keine Sicherung, und automatische Sicherungen sind ausgeschaltet (BACKUP_INTERVAL_HOURS=0)."
        : "Seit zwei Tagen wurde keine Sicherung gemacht.",
    );
  }
  const { oldestPending, ...messageCounts } = waiting;
  const stuck = waitingMailWarning(oldestPending, now);
  if (stuck) warnings.push(stuck);
  if (cap && now.getTime() - new Date(cap.last).getTime() < CAP_WARNING_DAYS * DAY) {
    warnings.push(publicMailCapWarning(cap));
  }
  return {
    version: APP_VERSION,
    nodeVersion: process.version,
    uptimeSeconds: Math.round(process.uptime()),
    database: { kind: services.db.kind, bytes: dbBytes },
    files: { ...files, storage: services.media.storage.kind },
    disk,
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    backups: {
      intervalHours: config.backup.intervalHours,
      keep: config.backup.keep,
      place: backup.place,
      count: backup.files.length,
      last: backup.last ? { at: backup.last.at.toISOString(), bytes: backup.last.bytes, name: backup.last.name } : null,
      next: backup.next?.toISOString() ?? null,
      failure: backup.failure,
    },
    housekeeping: systemState.housekeeping
      ? { at: systemState.housekeeping.at.toISOString(), ok: systemState.housekeeping.ok }
      : null,
    messages: messageCounts,
    publicMail: { hourlyLimit: config.publicMailHourlyLimit, capReached: cap },
    warnings,
  };
}
