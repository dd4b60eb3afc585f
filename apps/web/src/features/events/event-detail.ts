import type { AppRouter } from "@jugendclub/api";
import { isId } from "@jugendclub/api/ids";
import type { inferRouterOutputs } from "@trpc/server";

/** One event as its page gets it (events.byId). */
export type EventDetail = inferRouterOutputs<AppRouter>["events"]["byId"];

/**
 * The id in an event page's address part (`12` or `12-summerfest-am-duerf`; any slug, which the
 * page then corrects), or null.
 */
export function eventIdOf(param: string): number | null {
  const match = /^(\d{1,10})(?:-.*)?$/s.exec(param);
  const id = match ? Number(match[1]) : Number.NaN;
  return isId(id) ? id : null;
}

/** Whether an error from the API means that the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  const e = error as { code?: unknown; data?: { code?: unknown } } | null;
  return e?.code === "NOT_FOUND" || e?.data?.code === "NOT_FOUND";
}
