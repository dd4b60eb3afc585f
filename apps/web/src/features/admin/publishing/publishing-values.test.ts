import { describe, expect, it } from "vitest";
import { FormFieldError, serverFieldErrors } from "../../forms/server-errors.js";
import { fromLuxembourgInput, toLuxembourgInput } from "./luxembourg-input.js";
import { publishingFromItem, publishingToInput } from "./publishing-values.js";

// The panel's publishing choices (issue 34): a draft never promises a date; scheduled is published
// from a time typed in Luxembourg's clock, whatever the admin's computer says.

const NOW = new Date("2026-11-27T12:00:00Z");

describe("the publishing fields", () => {
  it("show a published item with a time to come as scheduled, and a draft without any time", () => {
    expect(publishingFromItem({ status: "published", publishAt: "2026-12-04T17:00:00.000Z" }, NOW)).toEqual({
      status: "scheduled",
      publishAt: "2026-12-04T18:00",
    });
    expect(publishingFromItem({ status: "published", publishAt: "2026-11-01T10:00:00.000Z" }, NOW)).toEqual({
      status: "published",
      publishAt: "",
    });
    expect(publishingFromItem({ status: "draft", publishAt: "2026-12-04T17:00:00.000Z" }, NOW)).toEqual({
      status: "draft",
      publishAt: "",
    });
  });

  it("send scheduled as published with its instant, and published or draft without a time", () => {
    expect(publishingToInput({ status: "scheduled", publishAt: "2027-07-01T09:30" })).toEqual({
      status: "published",
      publishAt: "2027-07-01T07:30:00.000Z",
    });
    expect(publishingToInput({ status: "published", publishAt: "2027-07-01T09:30" })).toEqual({
      status: "published",
      publishAt: null,
    });
    expect(publishingToInput({ status: "draft", publishAt: "2027-07-01T09:30" })).toEqual({
      status: "draft",
      publishAt: null,
    });
  });

  it("stop a scheduled save without a time at its field, instead of publishing at once", () => {
    let thrown: unknown;
    try {
      publishingToInput({ status: "scheduled", publishAt: "" }, "Zeit fehlt");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FormFieldError);
    expect(serverFieldErrors(thrown)).toEqual({ publishAt: "Zeit fehlt" });
  });
});

describe("Luxembourg's wall clock in the panel's date fields", () => {
  it.each([
    // Winter (UTC+1), summer (UTC+2), and both sides of the changes in 2027.
    ["2027-01-16T20:00", "2027-01-16T19:00:00.000Z"],
    ["2027-07-10T19:30", "2027-07-10T17:30:00.000Z"],
    ["2027-03-28T01:30", "2027-03-28T00:30:00.000Z"],
    ["2027-03-28T14:00", "2027-03-28T12:00:00.000Z"],
    ["2027-10-31T14:00", "2027-10-31T13:00:00.000Z"],
  ])("%s in Luxembourg is %s, and back", (local, instant) => {
    expect(fromLuxembourgInput(local)).toBe(instant);
    expect(toLuxembourgInput(instant)).toBe(local);
  });
});
