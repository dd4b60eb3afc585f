import { describe, expect, it } from "vitest";
import { type AuditChange, lastChanges } from "./last-changes.js";

const entry = (id: number, action: string, entity: string, entityId: number | null, title: string): AuditChange => ({
  at: new Date(Date.UTC(2026, 10, 27, 12, 0, 100 - id)).toISOString(),
  action,
  entity,
  entityId,
  title,
});

describe("the overview's last changes", () => {
  it("names each item once, of every kind of content, newest first, and leaves out deleted items and sign-ins", () => {
    const log = [
      entry(1, "update", "sponsors", 4, "Garage Bald"),
      entry(2, "login", "auth", null, "admin"),
      entry(3, "update", "events", 7, "Kino-Owend"),
      entry(4, "update", "events", 7, "Kino-Owend"),
      entry(5, "delete", "committeeMembers", 2, "Anna"),
      entry(6, "update", "committeeMembers", 2, "Anna"),
      entry(7, "create", "sponsors", 4, "Garage Bald"),
      entry(8, "create", "photoCategories", 3, "Summerfest"),
      entry(9, "create", "events", 9, "Quiz"),
    ];
    const changes = lastChanges(log, [], 3);
    expect(changes.map((c) => [c.entity, c.id, c.title, c.kind])).toEqual([
      ["sponsors", 4, "Garage Bald", "sponsor"],
      ["events", 7, "Kino-Owend", "event"],
      ["photoCategories", 3, "Summerfest", undefined],
    ]);
    expect(changes[0]?.at).toBe(log[0]?.at);
  });

  it("fills up with the last updated events, each once, where the log holds fewer", () => {
    const events = [
      { id: 1, title: "Kaffi", updatedAt: "2026-11-20T10:00:00.000Z" },
      { id: 2, title: "Kino", updatedAt: "2026-11-25T10:00:00.000Z" },
      { id: 2, title: "Kino", updatedAt: "2026-11-25T10:00:00.000Z" },
      { id: 3, title: "Quiz", updatedAt: "2026-11-22T10:00:00.000Z" },
    ];
    const changes = lastChanges([entry(1, "update", "events", 3, "Quiz")], events, 3);
    expect(changes.map((c) => c.title)).toEqual(["Quiz", "Kino", "Kaffi"]);
  });
});
