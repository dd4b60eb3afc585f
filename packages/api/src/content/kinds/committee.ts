import { z } from "zod";
import { optionalEmail, optionalPhone, requiredText } from "../../schemas/common.js";
import { defineKind, field, image, translatableText } from "../kind.js";

const REQUIRED = "Bitte Name und Rolle eingeben";

/** The committee's members: name, role, photo, e-mail, phone; in the admins' order. */
export const committeeKind = defineKind({
  table: "CommitteeMember",
  router: "committeeMembers",
  fields: {
    name: field(requiredText(200, REQUIRED), z.string()),
    // The role visitors read, translatable (issue 32); the name stays as it is.
    role: translatableText(200, (max) => requiredText(max, REQUIRED)),
    photo: image("member"),
    email: field(optionalEmail, z.string()),
    phone: field(optionalPhone(50), z.string()),
  },
  visibility: "publishable",
  ordered: { within: [] },
  deleteAllKey: "committeeMembers",
  notFound: "Komiteemitglied nicht gefunden",
  trash: { kind: "committee-member", label: "Vorstandsmitglied", title: "name" },
  orderBy: [{ position: "asc" }, { id: "asc" }],
  rest: {
    path: "/committee-members",
    tag: "committee members",
    summaries: {
      list: "The committee, in the admins' order",
      byId: "One committee member",
      create: "Add a committee member",
      update: "Replace a committee member",
      patch: "Change some fields of a committee member",
      delete: "Delete a committee member",
      order: "Set the committee's order: every id once, in the new order",
    },
  },
});
