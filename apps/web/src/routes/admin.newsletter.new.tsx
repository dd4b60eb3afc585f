import { createFileRoute } from "@tanstack/react-router";
import { NewsletterPage } from "../features/admin/newsletter/newsletter-page.js";

/** /admin/newsletter/new: writing a new newsletter (saved, it moves to its own address). */
export const Route = createFileRoute("/admin/newsletter/new")({
  component: () => <NewsletterPage />,
});
