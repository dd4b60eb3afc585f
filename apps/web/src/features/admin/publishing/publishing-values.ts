import { fromLuxembourgInput, toLuxembourgInput } from "./luxembourg-input.js";

export type PublishStatus = "published" | "draft";

/** The publishing fields of an edit form, as the form holds them (a new item: published at once). */
export const PUBLISHING_FIELDS = { status: "published" as PublishStatus, publishAt: "" };

/** A sponsor's period as its form holds it: days, "" for open-ended. */
export const PERIOD_FIELDS = { activeFrom: "", activeUntil: "" };

interface Publishable {
  publishAt: string | null;
}

/** Item -> form: the publication time in Luxembourg's time. */
export function publishingFromItem(item: Publishable): { publishAt: string } {
  return { publishAt: item.publishAt ? toLuxembourgInput(item.publishAt) : "" };
}

/** Form -> input: empty means at once (and clears a stored time). */
export function publishingToInput(values: { publishAt: string }): { publishAt: string | null } {
  return { publishAt: values.publishAt ? fromLuxembourgInput(values.publishAt) || values.publishAt : null };
}

/** Item -> form for a sponsor's period. */
export function periodFromItem(item: { activeFrom: string | null; activeUntil: string | null }) {
  return { activeFrom: item.activeFrom ?? "", activeUntil: item.activeUntil ?? "" };
}

/** Form -> input: "" is open-ended. */
export function periodToInput(values: { activeFrom: string; activeUntil: string }) {
  return { activeFrom: values.activeFrom || null, activeUntil: values.activeUntil || null };
}
