import { createFileRoute } from "@tanstack/react-router";
import { EventForm } from "../features/admin/forms/event-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/create/event")({
  component: () => <RequireAdmin>{() => <EventForm />}</RequireAdmin>,
});
