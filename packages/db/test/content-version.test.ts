import { describe, expect, it } from "vitest";
import { triggeredTables, triggerProblems, versionedModels, withTriggers } from "../scripts/content-version.js";

// The content-version trigger is written by `pnpm db:migration:create` for a marked model's new
// table, and `pnpm db:migration:check` fails while the marks and the migrations disagree: a new
// kind of content cannot lose it silently (ARCHITECTURE.md, "A worked example").

const schema = `
/// A news post.
/// @content-version
model NewsPost {
  id Int @id
}

/// Private: never shown.
model Subscriber {
  id Int @id
}
`;

describe("the content-version trigger from the schema's mark", () => {
  it("reads the marked models, with or without other doc lines", () => {
    expect(versionedModels(schema)).toEqual(["NewsPost"]);
  });

  it("appends the trigger of each marked table a migration creates, and of no other", () => {
    const sql = 'CREATE TABLE "NewsPost" ("id" INTEGER);\nCREATE TABLE "Subscriber" ("id" INTEGER);\n';
    const out = withTriggers(sql, versionedModels(schema));
    expect(out.startsWith(sql.trimEnd())).toBe(true);
    expect(out).toContain(
      'CREATE TRIGGER "NewsPost_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "NewsPost"',
    );
    expect(out).not.toContain("Subscriber_content_version");
    // A migration that creates no marked table is left as it is.
    expect(withTriggers('ALTER TABLE "NewsPost" ADD COLUMN "x" TEXT;', ["NewsPost"])).toBe(
      'ALTER TABLE "NewsPost" ADD COLUMN "x" TEXT;',
    );
  });

  it("names a marked model without its trigger, and a trigger without its mark", () => {
    expect(triggerProblems(["Event", "NewsPost"], ["Event"])).toEqual([
      expect.stringContaining("NewsPost is marked /// @content-version but no migration creates its trigger"),
    ]);
    expect(triggerProblems(["Event"], ["Event", "Subscriber"])).toEqual([
      expect.stringContaining("Subscriber has the content-version trigger but its model in schema.prisma lacks"),
    ]);
  });

  it("finds the repository's marks and triggers in agreement", () => {
    expect(triggeredTables()).toContain("CommitteeMember");
    expect(triggerProblems()).toEqual([]);
  });
});
