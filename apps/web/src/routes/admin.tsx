import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../features/admin/admin-page.js";

// Code-split: a visitor never downloads this route's code unless they open /admin.
export const Route = createFileRoute("/admin")({
  component: AdminPage,
});
