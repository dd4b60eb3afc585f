import { CONTENT_FACTS, type ContentRouter } from "@jugendclub/api/kinds";
import { describe, expect, it } from "vitest";
import { mayOpenTab } from "../role-access.js";
import { FIELD_LABELS } from "../tabs/audit/audit-labels.js";
import { defineAdminKind, imagePurpose, translatedFields } from "./define.js";
import { DELETE_ALL_LINES } from "./delete-all.js";
import {
  ADMIN_KINDS,
  ADMIN_PAGES,
  CONTENT_TABS,
  createLink,
  EDIT_PAGE_OF,
  editLink,
  pageOf,
  TAB_OF,
  TRASH_LABELS,
} from "./index.js";

// The web's half of a kind of content (features/admin/kinds/), checked against the API's facts
// (@jugendclub/api/kinds): what a forgotten step used to leave silently wrong fails here or in the
// typecheck (the @ts-expect-error lines below fail `pnpm typecheck` once the error they expect is gone).

const routers = Object.keys(CONTENT_FACTS) as ContentRouter[];

describe("the admin kinds", () => {
  it("declare every kind the API serves, each under its own router", () => {
    expect(Object.keys(ADMIN_KINDS).sort()).toEqual([...routers].sort());
    for (const router of routers) {
      expect(ADMIN_KINDS[router].router).toBe(router);
      expect(ADMIN_KINDS[router].facts).toBe(CONTENT_FACTS[router]);
    }
  });

  it("name one item of every kind the API's trash takes, and of no other", () => {
    const words = routers.flatMap((router) => {
      const facts = CONTENT_FACTS[router] as { trash?: string };
      return facts.trash ? [facts.trash] : [];
    });
    expect(Object.keys(TRASH_LABELS).sort()).toEqual(words.sort());
    expect(TRASH_LABELS["committee-member"]?.message).toBe("Komiteemitglied");
  });

  it("give the audit log a word for every field a kind's create takes", () => {
    for (const router of routers) {
      for (const field of CONTENT_FACTS[router].fields) {
        expect(FIELD_LABELS[field], `${router}.${field}: its word in tabs/audit/audit-labels.ts`).toBeDefined();
      }
    }
  });

  it("show a kind's own tab to the roles that may create it (the server's table)", () => {
    for (const tab of CONTENT_TABS) expect(mayOpenTab("admin", tab.value), tab.value).toBe(true);
    expect(mayOpenTab("editor", "committee")).toBe(true);
    expect(mayOpenTab("photos", "committee")).toBe(false);
    expect(mayOpenTab("photos", "photos")).toBe(true);
    // The newsletter reaches the whole list and holds personal data: admins only.
    expect(mayOpenTab("admin", "newsletter")).toBe(true);
    expect(mayOpenTab("editor", "newsletter")).toBe(false);
    expect(mayOpenTab("photos", "newsletter")).toBe(false);
  });

  it("give every content tab its list, loaded on its own", async () => {
    for (const tab of CONTENT_TABS) {
      expect(typeof tab.list.preload, tab.value).toBe("function");
    }
    await expect(CONTENT_TABS.find((tab) => tab.value === "committee")?.list.preload?.()).resolves.toBeUndefined();
  });

  it("give every content tab a label once, and list each kind in a tab that has one", () => {
    const labelled = CONTENT_TABS.map((tab) => tab.value);
    expect(new Set(labelled).size).toBe(labelled.length);
    for (const kind of Object.values(ADMIN_KINDS)) expect(labelled).toContain(kind.tab.value);
    // Today's tabs, in their order (a new kind's tab may come anywhere among them).
    expect(labelled.filter((tab) => ["events", "sponsors", "photos", "committee"].includes(tab))).toEqual([
      "events",
      "sponsors",
      "photos",
      "committee",
    ]);
  });

  it("derive the pages, the tab a saved item returns to and the overview's edit links", () => {
    expect(Object.keys(ADMIN_PAGES)).toEqual(expect.arrayContaining(["committee", "event", "photo", "sponsor"]));
    expect(ADMIN_PAGES.committee.kind).toBe("committee");
    expect(TAB_OF).toMatchObject({ event: "events", sponsor: "sponsors", photo: "photos", committee: "committee" });
    expect(EDIT_PAGE_OF).toMatchObject({
      events: "event",
      sponsors: "sponsor",
      photos: "photo",
      committeeMembers: "committee",
    });
    expect(pageOf("create", "committee-member")).toBe(ADMIN_PAGES.committee);
    expect(pageOf("edit", "committee")).toBe(ADMIN_PAGES.committee);
    expect(pageOf("create", "committee")).toBeUndefined();
    expect(pageOf("edit", "committee", "7")).toBe(ADMIN_PAGES.committee);
    expect(pageOf("edit", "committee", "abc")).toBeUndefined();
    expect(pageOf("edit", "committee", "0")).toBeUndefined();
    expect(createLink("committee").params).toEqual({ kind: "committee-member" });
    expect(editLink("committee", 3).params).toEqual({ kind: "committee", id: "3" });
    const words = Object.values(ADMIN_PAGES).flatMap((page) => [`create/${page.create}`, `edit/${page.edit}`]);
    expect(new Set(words).size).toBe(words.length);
  });

  it("name in 'delete all' every kind the API's 'delete all' takes, in its order", () => {
    const today = ["alle Events", "alle Sponsoren", "alle Komiteemitglieder", "alle Foto-Kategorien mit ihren Fotos"];
    expect(DELETE_ALL_LINES.map((line) => line.message).filter((line) => today.includes(line as string))).toEqual([
      "alle Events",
      "alle Sponsoren",
      "alle Komiteemitglieder",
      "alle Foto-Kategorien mit ihren Fotos",
    ]);
    for (const router of routers) {
      const line = ADMIN_KINDS[router].deleteAll;
      if (!("deleteAllKey" in CONTENT_FACTS[router])) expect(line).toBeNull();
      else if (line && "with" in line) expect(ADMIN_KINDS[line.with].deleteAll).toHaveProperty("message");
      else expect(line).toHaveProperty("message");
    }
  });

  it("take the forms' text lengths and upload purposes from the API", () => {
    expect(translatedFields("committeeMembers", [{ name: "role", label: "Rolle" }])).toEqual([
      { name: "role", label: "Rolle", max: 200 },
    ]);
    expect(translatedFields("sponsors", [{ name: "description", label: "B", multiline: true }])[0]?.max).toBe(2000);
    expect(imagePurpose("committeeMembers", "photo")).toBe("member");
    expect(imagePurpose("photoCategories", "coverImage")).toBe("cover");
    expect(imagePurpose("sponsors", "logo")).toBe("logo");
  });

  it("refuse, in the typecheck, what a kind's declaration gets wrong", () => {
    const wrong = () => [
      // @ts-expect-error: a text the API does not translate has no length of its own
      translatedFields("committeeMembers", [{ name: "name", label: "Name" }]),
      // @ts-expect-error: a column the API does not declare as an image has no upload purpose
      imagePurpose("committeeMembers", "email"),
      defineAdminKind({
        router: "sponsors",
        audit: { id: "sponsors" },
        tab: ADMIN_KINDS.sponsors.tab,
        // @ts-expect-error: the API's 'delete all' takes sponsors, so the dialog must name them
        deleteAll: null,
      }),
      defineAdminKind({
        router: "photoCategories",
        audit: { id: "albums" },
        tab: { value: "photos", sharedWith: "photos" },
        deleteAll: { id: "albums" },
        // @ts-expect-error: the API's trash takes albums, so the trash must name one
        trash: null,
      }),
      defineAdminKind({
        router: "committeeMembers",
        audit: { id: "committee" },
        // @ts-expect-error: a tab of its own needs its list
        tab: { value: "committee", label: { id: "committee" } },
        deleteAll: { id: "committee" },
      }),
    ];
    expect(typeof wrong).toBe("function");
  });
});
