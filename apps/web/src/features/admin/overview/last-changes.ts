import { ADMIN_KINDS, type AdminKind, EDIT_PAGE_OF } from "../kinds/index.js";

/** What the audit log says of a change (the fields the overview reads). */
export interface AuditChange {
  at: string;
  action: string;
  entity: string;
  entityId: number | null;
  title: string;
}

/** What the events list says of an event (the fields the overview reads). */
export interface ListedEvent {
  id: number;
  title: string;
  updatedAt: string;
}

/** One changed item of the overview: its area, its edit page's kind (where it has one) and when. */
export interface Change {
  entity: string;
  id: number;
  title: string;
  at: string;
  kind?: AdminKind;
}

/** The areas whose items the overview names (content, not accounts, mail or sign-ins): every kind's router. */
const CONTENT = new Set(Object.keys(ADMIN_KINDS));

/**
 * The last `count` items changed, newest first, each once (a series saved three times, or an item
 * created and then edited, is one line), of every kind of content, from the audit log (newest
 * first). Items deleted since are left out. Where the log holds fewer (a site seeded with the demo
 * has no log), the most recently updated events fill the list, each once.
 */
export function lastChanges(log: readonly AuditChange[], events: readonly ListedEvent[], count: number): Change[] {
  const seen = new Set<string>();
  const changes: Change[] = [];
  for (const entry of log) {
    if (changes.length === count) return changes;
    if (!CONTENT.has(entry.entity) || entry.entityId === null) continue;
    const key = `${entry.entity}:${entry.entityId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.action !== "create" && entry.action !== "update") continue;
    changes.push({
      entity: entry.entity,
      id: entry.entityId,
      title: entry.title,
      at: entry.at,
      kind: EDIT_PAGE_OF[entry.entity],
    });
  }
  const byUpdate = [...events].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  for (const event of byUpdate) {
    if (changes.length === count) break;
    const key = `events:${event.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    changes.push({ entity: "events", id: event.id, title: event.title, at: event.updatedAt, kind: "event" });
  }
  return changes;
}
