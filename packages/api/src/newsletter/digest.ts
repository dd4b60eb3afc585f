import { Prisma, type PrismaClient } from "@jugendclub/db";
import { visitorClient } from "../content/visibility.js";
import { DATE_LOCALE, PUBLIC_LOCALES, type PublicLocale } from "../locales.js";
import { luxembourgWallClock } from "../luxembourg-date.js";
import { occurrences } from "../recurrence.js";
import { storedRule } from "../services/event-occurrences.js";
import { cardSelect, type EventForCard, eventsById, idsOf } from "./content.js";
import type { NewsletterRow, SendDeps } from "./send.js";
import { readNewsletterSettings } from "./settings.js";
import { NEWSLETTER_MAIL_WORDS } from "./words.js";

// The event digest (issue 36): once a week (on Monday, for that week) or once a month (on the
// first, for that month), from 08:00 in Luxembourg, the site composes a digest of the period's
// events; each subscriber later gets those of their topics in their language (send.ts). An admin
// approves it with "Senden", or it goes by itself (digestAutoSend). A period without events gets
// none. Every instance's sweep may try: one composes under an advisory lock, the Setting row
// `newsletter.digest.last` records the period decided, so nothing is composed twice.

const LAST_KEY = "newsletter.digest.last";
/** The hour (Luxembourg) from which a period's digest is composed. */
export const DIGEST_HOUR = 8;

export interface DigestPeriod {
  /** YYYY-MM-DD, first and last day (Luxembourg). */
  start: string;
  end: string;
  rhythm: "weekly" | "monthly";
}

const pad = (value: number) => String(value).padStart(2, "0");
const day = (wall: Date) => `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/** The period whose digest is due at `now` (its first day, from 08:00 on), or null. */
export function duePeriod(rhythm: "off" | "weekly" | "monthly", now: Date): DigestPeriod | null {
  if (rhythm === "off") return null;
  const wall = luxembourgWallClock(now);
  if (wall.getUTCHours() < DIGEST_HOUR) return null;
  if (rhythm === "weekly") {
    if (wall.getUTCDay() !== 1) return null;
    const end = new Date(wall.getTime() + 6 * 86_400_000);
    return { start: day(wall), end: day(end), rhythm };
  }
  if (wall.getUTCDate() !== 1) return null;
  const last = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0));
  return { start: day(wall), end: day(last), rhythm };
}

/** The period in words, in a language: "7.–13. Dezember" or "Dezember 2026". */
export function periodText(period: DigestPeriod, lang: PublicLocale): string {
  const [y, m, d] = period.start.split("-").map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1, d, 12));
  if (period.rhythm === "monthly")
    return new Intl.DateTimeFormat(DATE_LOCALE[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
      start,
    );
  const [y2, m2, d2] = period.end.split("-").map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y2, m2 - 1, d2, 12));
  return new Intl.DateTimeFormat(DATE_LOCALE[lang], { day: "numeric", month: "long", timeZone: "UTC" }).formatRange(
    start,
    end,
  );
}

/**
 * The events visitors may see that take place in a period, a series once per date in it, soonest
 * first; each with the start of its date.
 */
export async function eventsInPeriod(
  prisma: PrismaClient,
  period: Pick<DigestPeriod, "start" | "end">,
  now: Date,
): Promise<EventForCard[]> {
  const fromDay = new Date(`${period.start}T00:00:00Z`);
  const until = new Date(`${period.end}T23:59:59Z`);
  const rows = await visitorClient(prisma, () => now).event.findMany({
    where: {
      date: { lte: new Date(until.getTime() + 86_400_000) },
      OR: [
        { date: { gte: new Date(fromDay.getTime() - 86_400_000) } },
        { NOT: { recurrence: { equals: Prisma.DbNull } } },
      ],
    },
    select: { ...cardSelect, endDate: true, recurrence: true },
    orderBy: [{ date: "asc" }, { id: "asc" }],
  });
  const inPeriod = (start: Date) => {
    const wall = day(luxembourgWallClock(start));
    return wall >= period.start && wall <= period.end;
  };
  const cards: EventForCard[] = [];
  for (const row of rows) {
    const rule = storedRule(row.recurrence);
    const starts = rule ? occurrences(row.date, row.endDate, rule).map((o) => o.start) : [row.date];
    for (const start of starts.filter(inPeriod)) cards.push({ ...row, date: start });
  }
  return cards.sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
}

/**
 * Composes the due period's digest once (the sweep, every 30 s): answers its id, or null when
 * none is due, it was decided before, or the period has no events.
 */
export async function composeDueDigest(deps: SendDeps): Promise<number | null> {
  const now = deps.mail.now();
  const settings = await readNewsletterSettings(deps.prisma);
  const period = duePeriod(settings.digest, now);
  if (!period) return null;
  const last = await deps.prisma.setting.findUnique({ where: { key: LAST_KEY } });
  if (last?.value === period.start) return null;
  const events = await eventsInPeriod(deps.prisma, period, now);
  return deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(360037)`;
    const decided = await tx.setting.findUnique({ where: { key: LAST_KEY } });
    if (decided?.value === period.start) return null;
    await tx.setting.upsert({
      where: { key: LAST_KEY },
      create: { key: LAST_KEY, value: period.start },
      update: { value: period.start },
    });
    // A period without events: no digest at all.
    if (events.length === 0) return null;
    const subject = (lang: PublicLocale) =>
      NEWSLETTER_MAIL_WORDS[lang].digestSubject.replace("{period}", periodText(period, lang));
    const translations = Object.fromEntries(
      PUBLIC_LOCALES.filter((lang) => lang !== "lb").map((lang) => [lang, { subject: subject(lang), body: "" }]),
    );
    const created = await tx.newsletter.create({
      data: {
        kind: "digest",
        subject: subject("lb"),
        body: "",
        lang: "lb",
        translations,
        eventIds: [...new Set(events.map((event) => event.id))],
        periodStart: period.start,
        periodEnd: period.end,
        ...(settings.digestAutoSend ? { status: "scheduled", sendAt: now } : {}),
      },
      select: { id: true },
    });
    return created.id;
  });
}

/** The events a newsletter shows: an admin's, those it names; a digest's, its period's (read now). */
export function newsletterEvents(
  prisma: PrismaClient,
  row: Pick<NewsletterRow, "kind" | "eventIds" | "periodStart" | "periodEnd">,
  now: Date,
): Promise<EventForCard[]> {
  return row.kind === "digest"
    ? eventsInPeriod(prisma, { start: row.periodStart, end: row.periodEnd }, now)
    : eventsById(prisma, idsOf(row.eventIds), now);
}
