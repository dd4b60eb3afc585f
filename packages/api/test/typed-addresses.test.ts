import { describe, expect, it } from "vitest";
import { optionalPhone, optionalUrl, withCountryCode, withScheme } from "../src/schemas/common.js";

// Issue 34: what a volunteer types is taken as they mean it, and the result is what is stored
// (and shown again in the form): a website without https://, a Luxembourg number without +352.

describe("a sponsor's website", () => {
  it.each([
    ["baeckerei-hoffmann.lu", "https://baeckerei-hoffmann.lu"],
    ["www.club.lu/kontakt", "https://www.club.lu/kontakt"],
    ["https://club.lu", "https://club.lu"],
    ["http://club.lu", "http://club.lu"],
    ["", ""],
  ])("%s is stored as %s", (typed, stored) => {
    expect(withScheme(typed)).toBe(typed === "" ? "" : stored);
    expect(optionalUrl.parse(typed)).toBe(stored);
  });

  it.each(["javascript:alert(1)", "ftp://club.lu", "club", "info@club.lu", "zwee Wierder.lu"])(
    "%s is still refused with the message that says what to type",
    (typed) => {
      const result = optionalUrl.safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Bitte eine Webadresse mit https:// eingeben");
    },
  );
});

describe("a committee member's phone", () => {
  it.each([
    ["621 987 654", "+352 621 987 654"],
    ["26 12 34", "+352 26 12 34"],
    ["621/987.654", "+352 621/987.654"],
    ["00352 621 987 654", "+352 621 987 654"],
    ["+49 171 1234567", "+49 171 1234567"],
    ["0171 1234567", "0171 1234567"],
    ["  621   987  654 ", "+352 621 987 654"],
    ["", ""],
  ])("%s is stored as %s", (typed, stored) => {
    expect(withCountryCode(typed)).toBe(stored);
    expect(optionalPhone(50).parse(typed)).toBe(stored);
  });

  it("keeps the length limit's message, and null as empty", () => {
    expect(optionalPhone(50).parse(null)).toBe("");
    expect(optionalPhone(50).safeParse("1".repeat(51)).error?.issues[0]?.message).toBe("Höchstens 50 Zeichen");
  });
});
