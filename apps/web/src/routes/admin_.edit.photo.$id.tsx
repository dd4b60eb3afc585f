import { createFileRoute } from "@tanstack/react-router";
import { PhotoForm } from "../features/admin/forms/photo-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/edit/photo/$id")({
  component: EditPhotoForm,
});

function EditPhotoForm() {
  const { id } = Route.useParams();
  return <RequireAdmin>{() => <PhotoForm key={id} id={Number(id)} />}</RequireAdmin>;
}
