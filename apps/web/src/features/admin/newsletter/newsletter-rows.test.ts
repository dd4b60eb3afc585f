import { describe, expect, it } from "vitest";
import {
  audience,
  eventChoices,
  isLocked,
  lastTestAddress,
  newsAudience,
  rememberTestAddress,
  sendingProgress,
  topicParts,
  translationsToSave,
} from "./newsletter-rows.js";

describe("the newsletter's audience", () => {
  const rows = [
    { status: "active", topics: ["news"] },
    { status: "active", topics: ["events", "news"] },
    { status: "paused", topics: ["news"] },
    { status: "unsubscribed", topics: ["news"] },
    { status: "active", topics: ["events"] },
    { status: "active", topics: ["category:3"] },
  ] as const;

  it("is the active subscribers who chose club news", () => {
    expect(newsAudience(rows.map((row) => ({ ...row, topics: [...row.topics] })))).toBe(2);
  });

  it("is, for the events' overview, the active ones who chose events or a category", () => {
    expect(
      audience(
        "digest",
        rows.map((row) => ({ ...row, topics: [...row.topics] })),
      ),
    ).toBe(3);
  });
});

describe("a newsletter's state", () => {
  it("is locked while being sent and once sent", () => {
    expect(isLocked("draft")).toBe(false);
    expect(isLocked("scheduled")).toBe(false);
    expect(isLocked("sending")).toBe(true);
    expect(isLocked("sent")).toBe(true);
  });

  it("shows its progress as sent of all, never above 100 and without dividing by nothing", () => {
    expect(sendingProgress({ recipients: 200, sent: 50, failed: 3 })).toEqual({
      recipients: 200,
      sent: 50,
      failed: 3,
      done: 53,
      percent: 25,
    });
    expect(sendingProgress({ recipients: 0, sent: 0, failed: 0 }).percent).toBe(0);
    expect(sendingProgress({ recipients: 2, sent: 3, failed: 0 }).percent).toBe(100);
  });
});

describe("topics", () => {
  it("are read into their parts; an unknown one is left out", () => {
    expect(topicParts(["news", "events", "category:12", "weird"])).toEqual([
      { kind: "news" },
      { kind: "events" },
      { kind: "category", id: 12 },
    ]);
  });
});

describe("the events a newsletter can show", () => {
  const now = Date.parse("2027-06-01T12:00:00Z");
  const event = (id: number, date: string, endDate: string | null = null) => ({ id, title: `E${id}`, date, endDate });

  it("are the upcoming ones, soonest first, a series once by its next date", () => {
    const list = [
      event(1, "2027-07-01T18:00:00Z"),
      event(2, "2027-05-01T18:00:00Z"),
      event(3, "2027-06-20T18:00:00Z"),
      event(3, "2027-06-10T18:00:00Z"),
      event(3, "2027-05-10T18:00:00Z"),
      event(4, "2027-06-01T08:00:00Z", "2027-06-01T20:00:00Z"),
    ];
    expect(eventChoices(list, [], now).map((e) => [e.id, e.date])).toEqual([
      [4, "2027-06-01T08:00:00Z"],
      [3, "2027-06-10T18:00:00Z"],
      [1, "2027-07-01T18:00:00Z"],
    ]);
  });

  it("keep a past event that is already chosen", () => {
    const list = [event(2, "2027-05-01T18:00:00Z"), event(1, "2027-07-01T18:00:00Z")];
    expect(eventChoices(list, [2], now).map((e) => e.id)).toEqual([2, 1]);
  });
});

describe("the translations saved", () => {
  it("are the languages with a subject or a text, the others left out", () => {
    expect(
      translationsToSave({
        de: { subject: " Hallo ", body: "Text" },
        fr: { subject: "", body: "   " },
        en: { subject: "", body: "Only a text" },
        pt: undefined,
      }),
    ).toEqual({ de: { subject: "Hallo", body: "Text" }, en: { subject: "", body: "Only a text" } });
  });
});

describe("the test address", () => {
  it("is remembered and read back; a browser that keeps nothing gives an empty field", () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    expect(lastTestAddress(storage)).toBe("");
    rememberTestAddress("me@example.org", storage);
    expect(lastTestAddress(storage)).toBe("me@example.org");
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(() => rememberTestAddress("x@example.org", broken)).not.toThrow();
    expect(lastTestAddress(broken)).toBe("");
  });
});
