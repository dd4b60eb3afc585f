import { createFileRoute } from "@tanstack/react-router";
import { CommitteeForm } from "../features/admin/forms/committee-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/create/committee-member")({
  component: () => <RequireAdmin>{() => <CommitteeForm />}</RequireAdmin>,
});
