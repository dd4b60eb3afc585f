import { useLingui } from "@lingui/react/macro";
import { useDocumentMeta } from "../../lib/use-document-meta.js";
import { AdminPanel } from "./panel.js";
import { RequireAdmin } from "./require-admin.js";

/** /admin: the login form, or the panel once signed in. */
export function AdminPage() {
  const { t } = useLingui();
  useDocumentMeta("Admin", t`Admin Panel vum Jugendclub`);
  return <RequireAdmin>{(user) => <AdminPanel user={user} />}</RequireAdmin>;
}
