import { needsParent } from "../features/forms/needs-parent.js";
import { clearPlainToasts, plainToast } from "../lib/plain-toast.js";
import { takeChildren } from "./swap.js";

/**
 * A public form (the membership application, the sponsor enquiry), sent in place. Its element is
 * the form's section (data-form: the form's name). Without scripts the form is a plain POST to its
 * page, which the server answers with the page: the thanks, or the form with what was typed and
 * what to fix, in the page's language. With them, this island sends the very same POST, takes the
 * section from the answer and puts it in place of its own: the server's checks and words are the
 * only ones, and nothing else on the page moves. The fields to check are also said in a toast
 * (F8 reaches it) and the first of them takes the focus; the thanks' heading takes it once sent.
 * If the server cannot be reached, a toast says so (data-failure) and what was typed stays.
 * 'Nach eng Noriicht schécken' ([data-again]) brings the empty form back in place the same way.
 *
 * The membership form's parent fields ([data-parent-fields]) show as soon as the answers say the
 * applicant is under 16 (needsParent), not only once the server has asked for them.
 */
export function formIsland(section: HTMLElement, start: (root: ParentNode) => void): () => void {
  const selector = `[data-island="form"][data-form="${section.dataset.form}"]`;
  const { failure = "", errorTitle = "" } = section.dataset;
  const controller = new AbortController();
  const { signal } = controller;
  let busy = false;

  /** Puts the answer's section in place of this one; false when the answer holds none. */
  const takeFrom = async (response: Response): Promise<boolean> => {
    if (!(response.headers.get("content-type") ?? "").includes("text/html")) return false;
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    const incoming = answer.querySelector(selector);
    if (!incoming || signal.aborted) return false;
    takeChildren(section, incoming, start);
    showParentFields();
    return true;
  };

  const afterAnswer = () => {
    const summary = section.querySelector<HTMLElement>("[role=alert]:not([hidden])")?.textContent?.trim();
    if (summary) {
      plainToast({ title: errorTitle, message: summary, color: "red" }, { replace: true });
      const first = section.querySelector<HTMLElement>("[aria-invalid='true']");
      (first ?? section.querySelector<HTMLElement>("[type=submit]"))?.focus();
      return;
    }
    clearPlainToasts();
    section.querySelector<HTMLElement>("h2[tabindex='-1']")?.focus();
  };

  const send = async (form: HTMLFormElement, button: HTMLElement | null) => {
    busy = true;
    button?.setAttribute("data-disabled", "true");
    button?.setAttribute("aria-disabled", "true");
    try {
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
      const response = await fetch(location.pathname + location.search, {
        method: "POST",
        body,
        headers: { accept: "text/html" },
        signal,
      });
      if (!(await takeFrom(response))) throw new Error(`the form's page answered ${response.status}`);
      afterAnswer();
    } catch (error) {
      if (signal.aborted) return;
      // Not sent (no connection, or an answer that is not the page): trying again can work, and
      // the form keeps what was typed.
      console.warn(error);
      plainToast({ title: errorTitle, message: failure, color: "red" }, { replace: true });
      button?.removeAttribute("data-disabled");
      button?.removeAttribute("aria-disabled");
    } finally {
      busy = false;
    }
  };

  const again = async (link: HTMLAnchorElement) => {
    try {
      const response = await fetch(link.href, { headers: { accept: "text/html" }, signal });
      if (!response.ok || !(await takeFrom(response))) throw new Error(`${link.href} answered ${response.status}`);
      section.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea")?.focus();
    } catch (error) {
      if (signal.aborted) return;
      console.warn(error);
      location.assign(link.href);
    }
  };

  /** Shows or hides the parent's fields as the answers about the applicant's age change. */
  const showParentFields = () => {
    const fields = section.querySelector<HTMLElement>("[data-parent-fields]");
    const form = section.querySelector("form");
    if (!fields || !form) return;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "");
    fields.hidden = !needsParent({ birthDate: value("birthDate"), underSixteen: value("underSixteen") });
  };

  section.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      if (!busy) void send(form, event.submitter);
    },
    { signal },
  );
  section.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.("a[data-again]");
      if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      void again(link);
    },
    { signal },
  );
  section.addEventListener("change", showParentFields, { signal });
  section.addEventListener("input", showParentFields, { signal });
  return () => controller.abort();
}
