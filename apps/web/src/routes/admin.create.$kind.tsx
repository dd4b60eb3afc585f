import { createFileRoute } from "@tanstack/react-router";
import { pageOf } from "../features/admin/kinds/index.js";
import { loadAdminPage } from "./-admin-pages.js";

/** /admin/create/event and the others: a kind's form for a new item. */
export const Route = createFileRoute("/admin/create/$kind")({
  loader: ({ params }) => loadAdminPage("create", params.kind),
  component: CreatePage,
});

function CreatePage() {
  const { kind } = Route.useParams();
  const Form = pageOf("create", kind)?.form;
  return Form ? <Form key={kind} /> : null;
}
