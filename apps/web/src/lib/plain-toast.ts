import type { NotificationData } from "@mantine/notifications";

const SHOWN_MS = 8000;
const TOAST = ".plain-toast";

/**
 * A toast without Mantine's code: the pages with islands raise theirs this way (a form's error,
 * a copied link), and the app's pages when that code cannot be loaded (the visitor went offline
 * after the page loaded, or a newer version was deployed and the old file is gone). With
 * `replace`, it takes the place of the toasts on screen (one at a time, the spec). A toast stays
 * while the pointer or the focus is on it.
 */
export function plainToast({ title, message, color }: NotificationData, options: { replace?: boolean } = {}): void {
  if (options.replace) clearPlainToasts();
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
  const leave = () => {
    if (box.matches(":hover, :focus-within")) setTimeout(leave, 1000);
    else box.remove();
  };
  setTimeout(leave, SHOWN_MS);
}

/** Takes down the plain toasts on screen. */
export function clearPlainToasts(): void {
  for (const toast of document.querySelectorAll(TOAST)) toast.remove();
}

/**
 * F8 moves focus to the toast on screen (the spec, section 4), Mantine's or a plain one, so a
 * keyboard or screen-reader user can read it; without a toast, F8 does nothing.
 */
export function focusToastOnF8(event: KeyboardEvent): void {
  if (event.key !== "F8") return;
  const toasts = document.querySelectorAll<HTMLElement>(`.mantine-Notification-root, ${TOAST}`);
  const toast = toasts[toasts.length - 1];
  if (!toast) return;
  event.preventDefault();
  if (!toast.hasAttribute("tabindex")) toast.setAttribute("tabindex", "-1");
  toast.focus();
}
