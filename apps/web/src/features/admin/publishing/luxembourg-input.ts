import { luxembourgOffsetMinutes } from "@jugendclub/api/luxembourg-date";
import { luxembourgIso } from "../../../lib/format-date.js";

// The publication time is typed in Luxembourg's time, whatever the admin's computer says.

/** "2027-06-12T15:00:00.000Z" -> "2027-06-12T17:00", the datetime-local value in Luxembourg. */
export function toLuxembourgInput(iso: string): string {
  return luxembourgIso(iso).slice(0, 16);
}

/** "2027-06-12T17:00" in Luxembourg -> an ISO instant; "" for an empty or broken value. */
export function fromLuxembourgInput(local: string): string {
  const asUtc = Date.parse(`${local}:00Z`);
  if (!local || Number.isNaN(asUtc)) return "";
  // The offset an hour before is the one in force (the clock changes at 01:00 UTC).
  const offset = luxembourgOffsetMinutes(new Date(asUtc - 3_600_000));
  return new Date(asUtc - offset * 60_000).toISOString();
}
