import { createFileRoute } from "@tanstack/react-router";
import { NewsletterPage } from "../features/admin/newsletter/newsletter-page.js";

/** /admin/newsletter/3: a newsletter: the editor, its preview, its sending. */
export const Route = createFileRoute("/admin/newsletter/$newsletterId")({
  component: Page,
});

function Page() {
  const { newsletterId } = Route.useParams();
  return <NewsletterPage key={newsletterId} id={Number(newsletterId)} />;
}
