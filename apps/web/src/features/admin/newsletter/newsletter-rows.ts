import type { AppRouter } from "@jugendclub/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>["newsletter"];

/** One newsletter as the panel gets it (newsletter.list, newsletter.byId). */
export type Newsletter = Outputs["byId"];
/** One subscriber as the panel gets it (newsletter.subscribers). */
export type Subscriber = Outputs["subscribers"][number];
export type NewsletterStatus = Newsletter["status"];
export type SubscriberStatus = Subscriber["status"];

/** While a newsletter is being sent or was sent, it cannot change (the API answers 409). */
export function isLocked(status: NewsletterStatus): boolean {
  return status === "sending" || status === "sent";
}

/** Who a newsletter goes to: the active subscribers who chose club news ("news"). */
export function newsAudience(subscribers: readonly Pick<Subscriber, "status" | "topics">[]): number {
  return audience("news", subscribers);
}

/**
 * How many active subscribers a newsletter of this kind reaches: club news those who chose "news";
 * the events' overview (digest) those who chose every event or a category (at most: one whose
 * categories have no event in it gets none).
 */
export function audience(
  kind: Newsletter["kind"],
  subscribers: readonly Pick<Subscriber, "status" | "topics">[],
): number {
  const wants = (topics: readonly string[]) =>
    kind === "news"
      ? topics.includes("news")
      : topics.some((topic) => topic === "events" || topic.startsWith("category:"));
  return subscribers.filter((row) => row.status === "active" && wants(row.topics)).length;
}

/** The sending's figures: done (sent or failed) of all, and the bar's percent of sent mails. */
export function sendingProgress(newsletter: Pick<Newsletter, "recipients" | "sent" | "failed">) {
  const { recipients, sent, failed } = newsletter;
  const percent = recipients > 0 ? Math.min(100, Math.round((sent / recipients) * 100)) : 0;
  return { recipients, sent, failed, done: sent + failed, percent };
}

/** A topic as its parts: every event, club news, or one event category (by its id). */
export type TopicPart = { kind: "events" } | { kind: "news" } | { kind: "category"; id: number };

export function topicParts(topics: readonly string[]): TopicPart[] {
  return topics.flatMap((topic): TopicPart[] => {
    if (topic === "events" || topic === "news") return [{ kind: topic }];
    const match = /^category:(\d+)$/.exec(topic);
    return match ? [{ kind: "category", id: Number(match[1]) }] : [];
  });
}

interface EventOption {
  id: number;
  title: string;
  date: string;
  endDate: string | null;
}

/**
 * The events a newsletter can show, for its MultiSelect: each event once (a series by its next
 * date), the upcoming ones soonest first; an event already chosen stays choosable though it is
 * past, so that saving does not drop it unseen.
 */
export function eventChoices<E extends EventOption>(events: readonly E[], chosen: readonly number[], now: number): E[] {
  const byId = new Map<number, E>();
  for (const event of events) {
    const upcoming = Date.parse(event.endDate ?? event.date) >= now;
    if (!upcoming && !chosen.includes(event.id)) continue;
    const kept = byId.get(event.id);
    const keptUpcoming = kept ? Date.parse(kept.endDate ?? kept.date) >= now : false;
    // A series: its next date still to come, else its latest.
    if (
      !kept ||
      (upcoming && (!keptUpcoming || event.date < kept.date)) ||
      (!upcoming && !keptUpcoming && event.date > kept.date)
    )
      byId.set(event.id, event);
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/**
 * What the editor sends as `translations`: each language with a subject or a text; one with
 * neither is left out (the API would refuse an empty subject).
 */
export function translationsToSave(
  translations: Record<string, Record<string, string | undefined> | undefined>,
): Record<string, { subject: string; body: string }> {
  const out: Record<string, { subject: string; body: string }> = {};
  for (const [lang, fields] of Object.entries(translations)) {
    const subject = fields?.subject?.trim() ?? "";
    const body = fields?.body ?? "";
    if (subject || body.trim()) out[lang] = { subject, body };
  }
  return out;
}

const LAST_TEST_ADDRESS = "jc-newsletter-test-address";

/** The address the last test newsletter went to (this browser), or "". */
export function lastTestAddress(storage: Pick<Storage, "getItem"> | undefined = globalStorage()): string {
  try {
    return storage?.getItem(LAST_TEST_ADDRESS) ?? "";
  } catch {
    return "";
  }
}

export function rememberTestAddress(address: string, storage: Pick<Storage, "setItem"> | undefined = globalStorage()) {
  try {
    storage?.setItem(LAST_TEST_ADDRESS, address);
  } catch {
    // A browser that keeps nothing (private mode, full): the field starts empty next time.
  }
}

function globalStorage(): Storage | undefined {
  return typeof localStorage === "undefined" ? undefined : localStorage;
}
