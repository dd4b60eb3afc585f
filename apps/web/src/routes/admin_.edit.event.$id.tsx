import { createFileRoute } from "@tanstack/react-router";
import { EventForm } from "../features/admin/forms/event-form.js";
import { RequireAdmin } from "../features/admin/require-admin.js";

export const Route = createFileRoute("/admin_/edit/event/$id")({
  component: EditEventForm,
});

function EditEventForm() {
  const { id } = Route.useParams();
  return <RequireAdmin>{() => <EventForm key={id} id={Number(id)} />}</RequireAdmin>;
}
