import { createFileRoute } from "@tanstack/react-router";
import { SignupsPage } from "../features/admin/signups/signups-page.js";

export interface SignupsSearch {
  /** A confirmation mail's QR code: the sign-up to check in at the door. */
  ticket?: string;
  /** A series' date (YYYY-MM-DD). */
  date?: string;
}

/** /admin/signups/12: an event's sign-ups (the list, adding and removing people, the door). */
export const Route = createFileRoute("/admin/signups/$eventId")({
  validateSearch: (search: Record<string, unknown>): SignupsSearch => ({
    ...(typeof search.ticket === "string" && search.ticket ? { ticket: search.ticket } : {}),
    ...(typeof search.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
  }),
  component: Page,
});

function Page() {
  const { eventId } = Route.useParams();
  const search = Route.useSearch();
  return <SignupsPage key={eventId} eventId={Number(eventId)} ticket={search.ticket} date={search.date} />;
}
