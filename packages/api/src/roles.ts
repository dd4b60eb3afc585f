import { CONTENT_FACTS } from "./content/facts.js";

/**
 * What each account may do: the one table the server checks on every admin procedure (trpc.ts's
 * middleware) and on the host's own admin routes, and that the panel reads to show only what a
 * role may use. Zod-free: the web imports it as @jugendclub/api/roles.
 */
export const ROLES = ["admin", "editor", "photos"] as const;
export type Role = (typeof ROLES)[number];

/** The roles' names as the panel and the server's refusals say them. */
export const ROLE_NAMES: Record<Role, string> = { admin: "Admin", editor: "Redaktion", photos: "Fotos" };

const EVERYONE: readonly Role[] = ["admin", "editor", "photos"];
const CONTENT: readonly Role[] = ["admin", "editor"];
const ADMIN: readonly Role[] = ["admin"];

/**
 * Who may use an admin procedure, by its router ("events") or its full name
 * ("auth.changePassword", which wins over its router), and the host's routes by their "host."
 * name. A procedure that appears nowhere here is refused to everybody (and fails the test that
 * every procedure has a role: apps/server/test/api-roles.test.ts).
 */
const ACCESS: Record<string, readonly Role[]> = {
  // Every kind of content (content/registry.ts): admins and Redaktion, unless named below.
  ...Object.fromEntries(Object.keys(CONTENT_FACTS).map((router) => [router, CONTENT])),
  photoCategories: EVERYONE,
  photos: EVERYONE,
  uploads: EVERYONE,
  "auth.changePassword": EVERYONE,
  // Sign-ups run with their events (admins and Redaktion); the answers to sensitive questions
  // only admins see (routers/signups.ts).
  signups: CONTENT,
  // The subscribers are personal data, and a newsletter reaches the whole list: admins only.
  newsletter: ADMIN,
  contactSubmissions: ADMIN,
  mail: ADMIN,
  privacy: ADMIN,
  auditLog: ADMIN,
  // The trash holds messages too: only admins see and restore it (a Redaktion's delete toast
  // then has no "Rückgängig").
  trash: ADMIN,
  admin: ADMIN,
  "host.upload": EVERYONE,
  "host.photoZip": EVERYONE,
  // An event's sign-ups as CSV (routes/signups-csv.ts): with the sign-ups, sensitive answers for admins only.
  "host.signupsCsv": CONTENT,
  "host.backup": ADMIN,
  "host.status": ADMIN,
};

/** The roles that may use a procedure or host route, or undefined when none is declared. */
export function rolesFor(path: string): readonly Role[] | undefined {
  return ACCESS[path] ?? ACCESS[path.split(".")[0] as string];
}

/** Whether a role may use a procedure or host route; nothing undeclared is allowed. */
export function mayUse(role: Role, path: string): boolean {
  return rolesFor(path)?.includes(role) ?? false;
}

/** The German refusal of a role's forbidden call (403). */
export function forbiddenMessage(role: Role): string {
  return `Ihre Rolle „${ROLE_NAMES[role]}“ darf das nicht. Bitte eine Person mit der Rolle „Admin“ fragen.`;
}
