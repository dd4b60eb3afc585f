import { describe, expect, it } from "vitest";
import { ContactSubmissionInput } from "../src/schemas/contact.js";
import { EventInput } from "../src/schemas/events.js";
import { PhotoInput } from "../src/schemas/photos.js";
import { splitName } from "../src/services/contact.js";
import { generatePassword, hashPassword, verifyPassword } from "../src/services/passwords.js";

describe("passwords", () => {
  it("hash with argon2id and verify only the right password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "correct horsE")).toBe(false);
    expect(await verifyPassword("not a hash", "x")).toBe(false);
  });

  it("generates distinct strong passwords", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(generatePassword()).not.toBe(a);
  });
});

describe("input rules of SPEC section 5", () => {
  it("trims text; empty optional values become '', caption and imageUrl null", () => {
    expect(EventInput.parse({ title: "  Fest ", date: "2027-01-01", description: "  ", imageUrl: "" })).toMatchObject({
      title: "Fest",
      description: "",
      location: "",
      imageUrl: null,
      featured: false,
    });
    expect(PhotoInput.parse({ alt: " Bild ", categoryId: "3", src: "/media/a.jpg", caption: "   " })).toMatchObject({
      alt: "Bild",
      categoryId: 3,
      caption: null,
    });
  });

  it("splits the spec's single name into first and last name", () => {
    expect(splitName("  Anna   Maria Weber ")).toEqual({ firstName: "Anna", lastName: "Maria Weber" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("accepts both contact shapes and asks for what each form needs", () => {
    expect(
      ContactSubmissionInput.safeParse({ type: "membership", name: "A", email: "a@b.lu", phone: null, message: "m" })
        .success,
    ).toBe(true);
    const sponsor = ContactSubmissionInput.safeParse({
      type: "sponsor",
      firstName: "A",
      email: "a@b.lu",
      message: "m",
    });
    expect(sponsor.success).toBe(false);
    expect(sponsor.error?.issues.map((i) => i.path.join("."))).toEqual(["lastName", "company"]);
  });
});
