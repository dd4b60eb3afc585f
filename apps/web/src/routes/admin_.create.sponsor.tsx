import { createFileRoute } from "@tanstack/react-router";
import { SponsorForm } from "../features/admin/forms/sponsor-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/create/sponsor")({
  component: () => <RequireAdmin>{() => <SponsorForm />}</RequireAdmin>,
});
