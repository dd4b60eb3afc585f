import { useLingui } from "@lingui/react/macro";
import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";
import { NotFound } from "../components/not-found.js";
import { RequireAdmin } from "../features/admin/require-admin.js";
import { useDocumentMeta } from "../lib/use-document-meta.js";

// The admin area: every page under /admin needs a session (without one the login form shows in
// its place). Code-split: a visitor never downloads this code unless they open /admin.
export const Route = createFileRoute("/admin")({
  // The admin area has one address: /fr/admin is no page (its language is chosen in the panel).
  beforeLoad: ({ location }) => {
    if (!location.publicHref.startsWith(location.pathname)) throw notFound();
  },
  component: AdminArea,
  notFoundComponent: NotFound,
});

function AdminArea() {
  const { t } = useLingui();
  useDocumentMeta("Admin", t`Admin Panel vum Jugendclub`);
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
