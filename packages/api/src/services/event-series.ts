// Writing a series: its rule checked (bounded, its exceptions and moves dates of the series),
// a series edited after it began split at now (the past occurrences stay as they were, in a series
// of their own), and one occurrence changed on its own (it leaves the series as an event).

import { Prisma, type PrismaClient } from "@jugendclub/db";
import { storedTranslations } from "../content/translations.js";
import { InvalidInputError, NotFoundError } from "../errors.js";
import { luxembourgDay, occurrences, type Recurrence, recurrenceProblem, ruleDates, startOn } from "../recurrence.js";
import { storedRule } from "./event-occurrences.js";

type Input = Partial<Prisma.EventUncheckedCreateInput> & { recurrence?: unknown };
type EventFields = { date?: string; endDate?: string | null; recurrence?: Recurrence | null };

/** The rule as stored: only the keys the rule has, null as the database's NULL. */
function toColumn(rule: Recurrence | null) {
  if (!rule) return Prisma.DbNull;
  return {
    freq: rule.freq,
    until: rule.until,
    ...(rule.freq === "monthly" ? { monthly: rule.monthly ?? "weekday" } : {}),
    exceptions: [...new Set(rule.exceptions)].sort(),
    moves: (rule.moves ?? []).map((move) => ({ date: move.date, start: new Date(move.start).toISOString() })),
  } satisfies Prisma.InputJsonObject;
}

/**
 * The recurrence column for a write: the rule sent (or, when only the start changes, the stored
 * one), checked against the start. A 400 in German names what is wrong.
 */
export async function writeRecurrence(prisma: PrismaClient, input: EventFields, id: number | undefined) {
  const stored =
    id === undefined
      ? null
      : await prisma.event.findUnique({ where: { id }, select: { date: true, recurrence: true } });
  const rule = input.recurrence !== undefined ? input.recurrence : storedRule(stored?.recurrence);
  if (!rule) return Prisma.DbNull;
  const start = input.date !== undefined ? new Date(input.date) : stored?.date;
  if (!start) return Prisma.DbNull;
  const problem = recurrenceProblem(start, rule);
  if (problem) throw new InvalidInputError(problem.field, problem.message);
  return toColumn(rule);
}

/** The series' stored translations, to copy onto the part split off or the occurrence detached. */
const textsOf = (stored: Prisma.JsonValue) => storedTranslations(stored) as Prisma.InputJsonObject;

const seriesSelect = {
  title: true,
  description: true,
  date: true,
  endDate: true,
  location: true,
  imageUrl: true,
  featured: true,
  recurrence: true,
  categoryId: true,
  status: true,
  publishAt: true,
  translations: true,
} satisfies Prisma.EventSelect;

/** Whether a write changes what the occurrences are, beyond leaving out or moving single dates. */
function changesSeries(stored: Prisma.EventGetPayload<{ select: typeof seriesSelect }>, data: Input): boolean {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? new Date(a as Date).getTime() === new Date(b as Date).getTime()
      : JSON.stringify(a) === JSON.stringify(b);
  for (const [key, value] of Object.entries(data)) {
    if (key === "sequence") continue;
    if (key === "recurrence") {
      const before = storedRule(stored.recurrence);
      const after = value === Prisma.DbNull ? null : storedRule(value);
      if (!before || !after) return before !== after;
      if (before.freq !== after.freq || before.until !== after.until || before.monthly !== after.monthly) return true;
      continue;
    }
    if (key in stored && !same(stored[key as keyof typeof stored], value)) return true;
  }
  return false;
}

/**
 * Before a series that has begun is changed: its past occurrences become a series of their own
 * (as they were), and the changed one starts with its first occurrence still to come. Nothing
 * happens to a series that has not begun or is over, or when only single dates change.
 */
export async function splitSeriesAtNow(prisma: PrismaClient, id: number, data: Input, now: Date): Promise<void> {
  const stored = await prisma.event.findUnique({ where: { id }, select: seriesSelect });
  const rule = storedRule(stored?.recurrence);
  if (!stored || !rule || !changesSeries(stored, data)) return;
  const all = occurrences(stored.date, stored.endDate, rule);
  const past = all.filter((o) => o.start < now);
  if (past.length === 0 || past.length === all.length) return;
  const lastPast = past
    .map((o) => o.date)
    .sort()
    .at(-1) as string;
  const { recurrence, translations, ...fields } = stored;
  await prisma.event.create({
    data: {
      ...fields,
      translations: textsOf(translations),
      recurrence: toColumn({
        ...rule,
        until: lastPast,
        exceptions: rule.exceptions.filter((date) => date <= lastPast),
        moves: (rule.moves ?? []).filter((move) => move.date <= lastPast),
      }),
    },
  });
  // The changed series starts on its first date after the last past one.
  const base = data.date ? new Date(data.date as string) : stored.date;
  const newRule = data.recurrence === undefined ? rule : storedRule(data.recurrence);
  if (!newRule) return;
  const today = luxembourgDay(now);
  const first = ruleDates(base, newRule, 100_000).find((date) => date > lastPast && date >= today);
  if (!first) throw new InvalidInputError("recurrence.until", "Diese Serie hätte nach heute keinen Termin mehr");
  const start = startOn(base, first);
  const baseEnd = data.endDate !== undefined ? (data.endDate as Date | null) : stored.endDate;
  if (baseEnd) data.endDate = new Date(start.getTime() + (new Date(baseEnd).getTime() - base.getTime()));
  data.date = start;
  data.recurrence = toColumn({
    ...newRule,
    exceptions: newRule.exceptions.filter((date) => date >= first),
    moves: (newRule.moves ?? []).filter((move) => move.date >= first),
  });
}

/**
 * One occurrence changed on its own: the series leaves that date out, and a one-off event with
 * the series' fields, that occurrence's start and end, and the changes takes its place.
 */
export async function detachOccurrence(
  prisma: PrismaClient,
  id: number,
  date: string,
): Promise<{ date: Date; endDate: Date | null } & Prisma.EventUncheckedCreateInput> {
  const stored = await prisma.event.findUnique({ where: { id }, select: seriesSelect });
  if (!stored) throw new NotFoundError("Event nicht gefunden");
  const rule = storedRule(stored.recurrence);
  const occurrence = rule && occurrences(stored.date, stored.endDate, rule).find((o) => o.date === date);
  if (!rule || !occurrence) throw new InvalidInputError("date", "An diesem Tag hat diese Serie keinen Termin");
  await prisma.event.update({
    where: { id },
    data: {
      recurrence: toColumn({
        ...rule,
        exceptions: [...rule.exceptions, date],
        moves: (rule.moves ?? []).filter((move) => move.date !== date),
      }),
      sequence: { increment: 1 },
    },
  });
  const { recurrence, translations, ...fields } = stored;
  return { ...fields, translations: textsOf(translations), date: occurrence.start, endDate: occurrence.end };
}
