import type { NotificationData } from "@mantine/notifications";

const SHOWN_MS = 8000;

/**
 * A toast without Mantine's code, for when that code cannot be loaded (the visitor went offline
 * after the page loaded, or a newer version was deployed and the old file is gone). The form has
 * done its work by then; the visitor still gets its confirmation or its error.
 */
export function plainToast({ title, message, color }: NotificationData): void {
  const error = typeof color === "string" && color.startsWith("red");
  // A live region is announced when its content changes, so it exists before the text goes in.
  const regionId = error ? "plain-toast-alerts" : "plain-toast-status";
  let region = document.getElementById(regionId);
  if (!region) {
    region = document.createElement("div");
    region.id = regionId;
    region.className = "plain-toasts";
    region.setAttribute("role", error ? "alert" : "status");
    document.body.append(region);
  }
  const box = document.createElement("div");
  box.className = "plain-toast";
  box.dataset.tone = error ? "error" : "success";
  if (typeof title === "string" && title) {
    const heading = document.createElement("strong");
    heading.textContent = title;
    box.append(heading);
  }
  const text = document.createElement("p");
  text.textContent = typeof message === "string" ? message : "";
  box.append(text);
  const target = region;
  setTimeout(() => target.append(box), 50);
  setTimeout(() => box.remove(), SHOWN_MS);
}
