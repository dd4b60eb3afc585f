import { createFileRoute } from "@tanstack/react-router";
import { ADMIN_PAGES, editParams } from "./-admin-pages.js";

/** /admin/edit/event/1 and the others: a kind's form with the item to edit. */
export const Route = createFileRoute("/admin/edit/$kind/$id")({
  params: editParams,
  loader: ({ params }) => ADMIN_PAGES[params.kind].form.preload?.(),
  component: EditPage,
});

function EditPage() {
  const { kind, id } = Route.useParams();
  const Form = ADMIN_PAGES[kind].form;
  return <Form key={`${kind}/${id}`} id={id} />;
}
