import { createFileRoute } from "@tanstack/react-router";
import { PhotoForm } from "../features/admin/forms/photo-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/create/photo")({
  component: () => <RequireAdmin>{() => <PhotoForm />}</RequireAdmin>,
});
