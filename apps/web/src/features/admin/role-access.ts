import { mayUse, type Role } from "@jugendclub/api/roles";
import { ADMIN_KINDS, type ContentTab } from "./kinds/index.js";
import { useAdminUser } from "./require-admin.js";

/**
 * The procedure (or host route) each panel tab is for: a tab shows when the account's role may
 * use it (the server's own table, @jugendclub/api/roles, which refuses everything else with 403).
 * A kind's own tab is for creating it (kinds/).
 */
const CONTENT_TAB_NEEDS = Object.fromEntries(
  Object.values(ADMIN_KINDS).flatMap((kind) =>
    "label" in kind.tab ? [[kind.tab.value, `${kind.router}.create`]] : [],
  ),
) as Record<ContentTab, string>;

const TAB_NEEDS = {
  ...CONTENT_TAB_NEEDS,
  messages: "contactSubmissions.list",
  newsletter: "newsletter.list",
  settings: "mail.settings",
  account: "auth.changePassword",
  audit: "auditLog.list",
  trash: "trash.list",
  system: "host.status",
} as const;

export type PanelTab = keyof typeof TAB_NEEDS;

export function mayOpenTab(role: Role, tab: PanelTab): boolean {
  return mayUse(role, TAB_NEEDS[tab]);
}

/** Whether the signed-in account may use a procedure, e.g. may("admin.deleteAll"). */
export function useMay(): (path: string) => boolean {
  const { role } = useAdminUser();
  return (path) => mayUse(role, path);
}
