import { plainToast } from "../lib/plain-toast.js";

/**
 * A share button ([data-share]: the system's share sheet where the browser has one, else the link
 * copied) or, without data-share, a copy button, for the link in `data-url`. What it says comes with the
 * page, in its language: data-copied, data-copy-failed.
 */
export function shareIsland(button: HTMLElement): () => void {
  const { url = location.href, title = document.title, copied = "", copyFailed = "" } = button.dataset;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      plainToast({ title: copied, message: url });
    } catch {
      plainToast({ title: copyFailed, message: url, color: "red" });
    }
  };
  const share = async () => {
    const data = { title, url };
    if (
      "share" in button.dataset &&
      typeof navigator.share === "function" &&
      (!navigator.canShare || navigator.canShare(data))
    ) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if ((error as { name?: string }).name === "AbortError") return;
      }
    }
    await copy();
  };
  const onClick = () => void share();
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
