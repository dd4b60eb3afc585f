import { describe, expect, it } from "vitest";
import {
  calendarParts,
  formatDateRange,
  formatDateTime,
  formatTime,
  luxembourgIso,
  luxembourgOffset,
} from "./format-date.js";

const zone = { timeZone: "Europe/Luxembourg" } as const;
const intlDateTime = new Intl.DateTimeFormat("de-LU", {
  ...zone,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const intlDay = new Intl.DateTimeFormat("de-LU", { ...zone, day: "numeric" });
const intlMonth = new Intl.DateTimeFormat("de-LU", { ...zone, month: "short" });

describe("formatDateTime", () => {
  it("writes German-Luxembourg dates with the long month, in Luxembourg time", () => {
    // 15:00 UTC is 17:00 in Luxembourg in summer, 16:00 in winter.
    expect(formatDateTime("2027-06-12T15:00:00Z")).toBe("12. Juni 2027 um 17:00");
    expect(formatDateTime("2027-02-15T18:00:00Z")).toBe("15. Februar 2027 um 19:00");
    expect(formatDateTime("2027-03-05T08:05:00.000Z")).toBe("5. März 2027 um 09:05");
  });

  it("changes to summer time and back at 01:00 UTC on the last Sundays of March and October", () => {
    expect(formatDateTime("2027-03-28T00:59:00Z")).toBe("28. März 2027 um 01:59");
    expect(formatDateTime("2027-03-28T01:00:00Z")).toBe("28. März 2027 um 03:00");
    expect(formatDateTime("2027-10-31T00:59:00Z")).toBe("31. Oktober 2027 um 02:59");
    expect(formatDateTime("2027-10-31T01:00:00Z")).toBe("31. Oktober 2027 um 02:00");
  });

  it("writes what Intl writes for Europe/Luxembourg, every hour from 2024 to 2034", () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2034, 0, 1); t += 3_600_000 + 60_000) {
      const iso = new Date(t).toISOString();
      const date = new Date(t);
      const expected = intlDateTime.format(date);
      const parts = { day: intlDay.format(date).replace(".", ""), month: intlMonth.format(date).replace(".", "") };
      if (formatDateTime(iso) !== expected) mismatches.push(`${iso}: ${formatDateTime(iso)} != ${expected}`);
      if (JSON.stringify(calendarParts(iso)) !== JSON.stringify(parts)) mismatches.push(`${iso}: calendar parts`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

describe("calendarParts", () => {
  it("gives day and month for the calendar badge, in Luxembourg time", () => {
    expect(calendarParts("2026-12-31T23:30:00Z")).toEqual({ day: "1", month: "Jan" });
    expect(calendarParts("2027-09-10T10:00:00Z")).toEqual({ day: "10", month: "Sep" });
  });
});

describe("event times", () => {
  it("writes the end as a time on the same day, in full on another day", () => {
    expect(formatTime("2027-06-12T17:00:00Z")).toBe("19:00");
    expect(formatDateRange("2027-06-12T17:00:00Z", null)).toBe("12. Juni 2027 um 19:00");
    expect(formatDateRange("2027-06-12T17:00:00Z", "2027-06-12T21:30:00Z")).toBe("12. Juni 2027 um 19:00 bis 23:30");
    expect(formatDateRange("2027-06-12T17:00:00Z", "2027-06-13T00:00:00Z")).toBe(
      "12. Juni 2027 um 19:00 bis 13. Juni 2027 um 02:00",
    );
    // An end before the start is not shown.
    expect(formatDateRange("2027-06-12T17:00:00Z", "2027-06-12T16:00:00Z")).toBe("12. Juni 2027 um 19:00");
  });

  it("gives local times with Luxembourg's UTC offset, summer and winter", () => {
    expect(luxembourgIso("2027-06-12T17:00:00Z")).toBe("2027-06-12T19:00:00+02:00");
    expect(luxembourgIso("2027-01-15T18:30:00.000Z")).toBe("2027-01-15T19:30:00+01:00");
    expect(luxembourgOffset("2027-10-31T00:59:00Z")).toBe("+02:00");
    expect(luxembourgOffset("2027-10-31T01:00:00Z")).toBe("+01:00");
  });
});

describe("dates in the page's language", () => {
  const intlLong = (locale: string) =>
    new Intl.DateTimeFormat(locale, { ...zone, dateStyle: "long", timeStyle: "short", hourCycle: "h23" });
  const languages = [
    ["fr", "fr-LU"],
    ["en", "en-GB"],
    ["pt", "pt-PT"],
  ] as const;

  it("writes fr, en and pt as Intl writes their long date with the time, in Luxembourg time", () => {
    expect(formatDateTime("2027-06-12T15:00:00Z", "fr")).toBe("12 juin 2027 à 17:00");
    expect(formatDateTime("2027-06-12T15:00:00Z", "en")).toBe("12 June 2027 at 17:00");
    expect(formatDateTime("2027-06-12T15:00:00Z", "pt")).toBe("12 de junho de 2027 às 17:00");
    const mismatches: string[] = [];
    for (const [language, locale] of languages) {
      const intl = intlLong(locale);
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000 + 60_000) {
        const iso = new Date(t).toISOString();
        const ours = formatDateTime(iso, language);
        if (ours !== intl.format(new Date(t)))
          mismatches.push(`${language} ${iso}: ${ours} != ${intl.format(new Date(t))}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("gives the calendar badge's month and an event's end in the language", () => {
    expect(calendarParts("2027-08-10T10:00:00Z", "fr")).toEqual({ day: "10", month: "août" });
    expect(calendarParts("2027-05-10T10:00:00Z", "en")).toEqual({ day: "10", month: "May" });
    expect(formatDateRange("2027-06-12T17:00:00Z", "2027-06-12T21:30:00Z", "pt")).toBe(
      "12 de junho de 2027 às 19:00 – 23:30",
    );
  });
});
