import { createFileRoute } from "@tanstack/react-router";
import { ADMIN_PAGES, createParams } from "./-admin-pages.js";

/** /admin/create/event and the others: a kind's form for a new item. */
export const Route = createFileRoute("/admin/create/$kind")({
  params: createParams,
  loader: ({ params }) => ADMIN_PAGES[params.kind].form.preload?.(),
  component: CreatePage,
});

function CreatePage() {
  const { kind } = Route.useParams();
  const Form = ADMIN_PAGES[kind].form;
  return <Form key={kind} />;
}
