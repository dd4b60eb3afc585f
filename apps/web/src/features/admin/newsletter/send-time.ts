import { fromLuxembourgInput, toLuxembourgInput } from "../publishing/luxembourg-input.js";

/**
 * "Später senden": the datetime-local value (Luxembourg's wall clock) as the instant to send at,
 * or why not. The API sends a time in the past at once, so a past (or a too near) time is refused
 * here rather than sent by surprise.
 */
export function sendTime(
  local: string,
  now: number,
): { at: string; problem?: undefined } | { at?: undefined; problem: "missing" | "past" } {
  const at = fromLuxembourgInput(local);
  if (!at) return { problem: "missing" };
  if (Date.parse(at) <= now + 60_000) return { problem: "past" };
  return { at };
}

/** The input's first suggestion: tomorrow at 10:00 in Luxembourg. */
export function suggestedSendTime(now: number): string {
  const tomorrow = toLuxembourgInput(new Date(now + 24 * 3_600_000).toISOString());
  return `${tomorrow.slice(0, 10)}T10:00`;
}
