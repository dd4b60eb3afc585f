import { createFileRoute } from "@tanstack/react-router";
import { CommitteeForm } from "../features/admin/forms/committee-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/edit/committee/$id")({
  component: EditCommitteeForm,
});

function EditCommitteeForm() {
  const { id } = Route.useParams();
  return <RequireAdmin>{() => <CommitteeForm key={id} id={Number(id)} />}</RequireAdmin>;
}
