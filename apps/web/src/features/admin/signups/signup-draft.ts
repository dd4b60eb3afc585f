import type { AppRouter } from "@jugendclub/api";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { fromLuxembourgInput, toLuxembourgInput } from "../publishing/luxembourg-input.js";

// The event form's sign-up settings as the admin edits them: numbers and times as the inputs hold
// them (text, Luxembourg's wall-clock time), one choice per line. Translations of a question or a
// shift name are carried through untouched, so saving from this form keeps them.

type Stored = NonNullable<inferRouterOutputs<AppRouter>["events"]["byId"]["signup"]>;
/** What the API takes as an event's `signup`. */
export type SignupInput = inferRouterInputs<AppRouter>["events"]["create"]["signup"];
type Translations = Stored["questions"][number]["translations"];
type ShiftTranslations = Stored["shifts"][number]["translations"];

export interface QuestionDraft {
  /** Kept across edits, so answers given stay with their question; none for a new one. */
  id?: string;
  label: string;
  kind: "text" | "choice" | "yesno";
  /** One choice per line. */
  options: string;
  required: boolean;
  sensitive: boolean;
  translations?: Translations;
}

export interface ShiftDraft {
  id?: string;
  name: string;
  start: string;
  end: string;
  /** "" is no limit. */
  capacity: string;
  translations?: ShiftTranslations;
}

export interface SignupDraft {
  /** "" is no limit. */
  capacity: string;
  maxGuests: string;
  opensAt: string;
  closesAt: string;
  offerHours: string;
  reminderHours: string;
  /** Days after the event after which its sign-ups are deleted. */
  keepDays: string;
  questions: QuestionDraft[];
  shifts: ShiftDraft[];
}

/** A new event's sign-ups as the switch turns them on: the server's defaults. */
export const NEW_SIGNUP: SignupDraft = {
  capacity: "",
  maxGuests: "0",
  opensAt: "",
  closesAt: "",
  offerHours: "48",
  reminderHours: "24",
  keepDays: "30",
  questions: [],
  shifts: [],
};

export const NEW_QUESTION: QuestionDraft = { label: "", kind: "text", options: "", required: false, sensitive: false };

/** A new shift: from the event's start, two hours, like the first shift of a party. */
export function newShift(eventStart: string): ShiftDraft {
  const start = eventStart || "";
  const startAt = fromLuxembourgInput(start);
  const end = startAt ? toLuxembourgInput(new Date(Date.parse(startAt) + 2 * 3_600_000).toISOString()) : "";
  return { name: "", start, end, capacity: "" };
}

export function signupToDraft(stored: Stored | null | undefined): SignupDraft | null {
  if (!stored) return null;
  return {
    capacity: stored.capacity === null ? "" : String(stored.capacity),
    maxGuests: String(stored.maxGuests),
    opensAt: stored.opensAt ? toLuxembourgInput(stored.opensAt) : "",
    closesAt: stored.closesAt ? toLuxembourgInput(stored.closesAt) : "",
    offerHours: String(stored.offerHours),
    reminderHours: String(stored.reminderHours),
    keepDays: String(stored.keepDays),
    questions: stored.questions.map((q) => ({
      id: q.id,
      label: q.label,
      kind: q.kind,
      options: q.options.join("\n"),
      required: q.required,
      sensitive: q.sensitive,
      ...(q.translations ? { translations: q.translations } : {}),
    })),
    shifts: stored.shifts.map((s) => ({
      id: s.id,
      name: s.name,
      start: toLuxembourgInput(s.start),
      end: toLuxembourgInput(s.end),
      capacity: s.capacity === null ? "" : String(s.capacity),
      ...(s.translations ? { translations: s.translations } : {}),
    })),
  };
}

/** A whole number as typed; "" stays undefined (the server's default), anything else goes as typed so the server names it. */
function count(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === "" ? undefined : Number(trimmed);
}

/** What the API takes as `signup`: null turns sign-ups off. */
export function draftToSignup(draft: SignupDraft | null): SignupInput {
  if (!draft) return null;
  return {
    capacity: count(draft.capacity) ?? null,
    maxGuests: count(draft.maxGuests),
    opensAt: draft.opensAt ? fromLuxembourgInput(draft.opensAt) : null,
    closesAt: draft.closesAt ? fromLuxembourgInput(draft.closesAt) : null,
    offerHours: count(draft.offerHours),
    reminderHours: count(draft.reminderHours),
    keepDays: count(draft.keepDays),
    questions: draft.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      label: q.label,
      kind: q.kind,
      options:
        q.kind === "choice"
          ? q.options
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean)
          : [],
      required: q.required,
      sensitive: q.sensitive,
      ...(q.translations ? { translations: q.translations } : {}),
    })),
    shifts: draft.shifts.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name,
      start: fromLuxembourgInput(s.start),
      end: fromLuxembourgInput(s.end),
      capacity: count(s.capacity) ?? null,
      ...(s.translations ? { translations: s.translations } : {}),
    })),
  };
}
