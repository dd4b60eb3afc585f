import { describe, expect, it } from "vitest";
import { kindCases, leastValue } from "./rest-contract-kinds.js";

// The derived cases of the REST contract test (rest-contract-kinds.ts): what a new kind's
// operations get without a line of their own, and the loud failure where none can be derived.

describe("the REST contract's derived cases", () => {
  it("makes the least body a create's schema takes: its required fields only", () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string", minLength: 1, maxLength: 200 },
        kind: { type: "string", enum: ["main", "secondary"] },
        note: { anyOf: [{ type: "string", maxLength: 500 }, { type: "null" }] },
        count: { type: "integer", minimum: 2 },
      },
      required: ["name", "kind", "count"],
    };
    expect(leastValue(schema, 7, "x-create")).toEqual({ name: "Beispill 7", kind: "main", count: 2 });
  });

  it("fails with a sentence that asks for a case where no least value fits", () => {
    const schema = { type: "object", properties: { day: { type: "string", pattern: "^\\d{4}$" } }, required: ["day"] };
    expect(() => leastValue(schema, 1, "newsPosts-create")).toThrow(
      "newsPosts-create.day: no least value fits its pattern; write its case",
    );
  });

  it("derives a case for each standard operation without a written one, and none for a written one", () => {
    const cases = kindCases({ "committeeMembers-create": {} }, { post: async () => ({ id: 1 }), list: async () => [] });
    expect(Object.keys(cases)).toContain("committeeMembers-list");
    expect(Object.keys(cases)).toContain("committeeMembers-order");
    expect(Object.keys(cases)).not.toContain("committeeMembers-create");
    // A router's operations that are not the standard ones (an album's ZIP) are never derived.
    expect(Object.keys(cases).filter((id) => id.endsWith("-zip"))).toEqual([]);
  });
});
