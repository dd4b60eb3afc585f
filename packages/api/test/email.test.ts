import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isEmailAddress } from "../src/email.js";
import { EmailAddress } from "../src/schemas/contact.js";

describe("what an e-mail address is (one rule for the server and the browser)", () => {
  const cases = [
    "paul@kremer.lu",
    "anna.weber+club@post.lu",
    "o'neil@example.co.uk",
    "paul@kremer",
    "paul@@kremer.lu",
    ".paul@kremer.lu",
    "paul..k@kremer.lu",
    "paul@kremer.l",
    "paul kremer@kremer.lu",
    "paul@-kremer.lu",
    "",
  ];

  it("refuses paul@kremer, as the server does", () => {
    expect(isEmailAddress("paul@kremer")).toBe(false);
    expect(EmailAddress.safeParse("paul@kremer").success).toBe(false);
    expect(isEmailAddress("paul@kremer.lu")).toBe(true);
  });

  it("agrees with zod's own e-mail check on every case, and the schema agrees with both", () => {
    for (const value of cases) {
      const zod = z.email().safeParse(value).success;
      expect(isEmailAddress(value), value).toBe(zod);
      expect(EmailAddress.safeParse(value).success, value).toBe(zod);
    }
  });
});
