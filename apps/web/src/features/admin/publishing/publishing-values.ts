import { useLingui } from "@lingui/react/macro";
import { FormFieldError } from "../../forms/server-errors.js";
import { fromLuxembourgInput, toLuxembourgInput } from "./luxembourg-input.js";

/**
 * What the form offers: published now, scheduled (published from a time in Luxembourg), or a
 * draft (hidden until published; never with a time, so it never promises a date it cannot keep).
 * The server stores a scheduled item as "published" with its publishAt.
 */
export type PublishStatus = "published" | "scheduled" | "draft";

/**
 * The status field as the entity forms declare it: typed as the server's two values, so that the
 * forms' inference of what they send stays simple, while it may hold "scheduled" too. Every form
 * sends it through publishingToInput, which turns "scheduled" into "published" with a time; one
 * that did not would send "scheduled", which the server refuses with a 400 (never silently).
 */
type StatusField = "published" | "draft";

/** The publishing fields of an edit form, as the form holds them (a new item: published at once). */
export const PUBLISHING_FIELDS = { status: "published" as StatusField, publishAt: "" };

/** A sponsor's period as its form holds it: days, "" for open-ended. */
export const PERIOD_FIELDS = { activeFrom: "", activeUntil: "" };

interface Publishable {
  status: string;
  publishAt: string | null;
}

/** Item -> form: a published item whose time is still to come is scheduled; times in Luxembourg's. */
export function publishingFromItem(item: Publishable, now = new Date()): { status: StatusField; publishAt: string } {
  const upcoming = !!item.publishAt && Date.parse(item.publishAt) > now.getTime();
  const status: PublishStatus = item.status === "draft" ? "draft" : upcoming ? "scheduled" : "published";
  return {
    status: status as StatusField,
    publishAt: status === "scheduled" && item.publishAt ? toLuxembourgInput(item.publishAt) : "",
  };
}

type PublishingInput = { status: "published" | "draft"; publishAt: string | null };

/**
 * Form -> input: published now and a draft send no time (and clear a stored one); scheduled sends
 * its time, and without one the save stops at the field (`missingTime`, the message) rather than
 * publish at once.
 */
export function publishingToInput(
  values: { status: string; publishAt: string },
  missingTime = "Bitte Datum und Uhrzeit der Veröffentlichung angeben.",
): PublishingInput {
  if (values.status !== "scheduled")
    return { status: values.status === "draft" ? "draft" : "published", publishAt: null };
  if (!values.publishAt) throw new FormFieldError({ publishAt: missingTime });
  return { status: "published", publishAt: fromLuxembourgInput(values.publishAt) || values.publishAt };
}

/** publishingToInput with its message in the admin's language. */
export function usePublishingToInput(): (values: { status: string; publishAt: string }) => PublishingInput {
  const { t } = useLingui();
  const missing = t`Bitte Datum und Uhrzeit der Veröffentlichung angeben.`;
  return (values) => publishingToInput(values, missing);
}

/** Item -> form for a sponsor's period. */
export function periodFromItem(item: { activeFrom: string | null; activeUntil: string | null }) {
  return { activeFrom: item.activeFrom ?? "", activeUntil: item.activeUntil ?? "" };
}

/** Form -> input: "" is open-ended. */
export function periodToInput(values: { activeFrom: string; activeUntil: string }) {
  return { activeFrom: values.activeFrom || null, activeUntil: values.activeUntil || null };
}
