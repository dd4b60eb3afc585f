import { createFileRoute } from "@tanstack/react-router";
import { SponsorForm } from "../features/admin/forms/sponsor-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/edit/sponsor/$id")({
  component: EditSponsorForm,
});

function EditSponsorForm() {
  const { id } = Route.useParams();
  return <RequireAdmin>{() => <SponsorForm key={id} id={Number(id)} />}</RequireAdmin>;
}
