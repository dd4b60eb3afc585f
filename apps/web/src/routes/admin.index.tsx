import { createFileRoute } from "@tanstack/react-router";
import { AdminPanel } from "../features/admin/panel.js";

/** /admin: the panel with its tabs. */
export const Route = createFileRoute("/admin/")({
  component: AdminPanel,
});
