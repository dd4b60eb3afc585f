import { createFileRoute } from "@tanstack/react-router";
import { pageOf } from "../features/admin/kinds/index.js";
import { loadAdminPage } from "./-admin-pages.js";

/** /admin/edit/event/1 and the others: a kind's form with the item to edit. */
export const Route = createFileRoute("/admin/edit/$kind/$id")({
  loader: ({ params }) => loadAdminPage("edit", params.kind, params.id),
  component: EditPage,
});

function EditPage() {
  const { kind, id } = Route.useParams();
  const Form = pageOf("edit", kind)?.form;
  return Form ? <Form key={`${kind}/${id}`} id={Number(id)} /> : null;
}
