import { t } from "@lingui/core/macro";
import { notify } from "./notify.js";

/** Copies a link and says so in a toast (or says that it could not, with the link to copy by hand). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: t`Link kopéiert`, message: url, color: "wine" });
  } catch {
    notify({ title: t`Kopéieren huet net geklappt`, message: url, color: "red" });
  }
}

/** Shares a page with the system's share sheet where the browser has one, else copies its link. */
export async function shareLink(data: { title: string; text?: string; url: string }): Promise<void> {
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do.
      if ((error as { name?: string }).name === "AbortError") return;
    }
  }
  await copyLink(data.url);
}
