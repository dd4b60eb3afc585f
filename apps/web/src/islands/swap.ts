/**
 * A GET form that, with scripts, brings its answer into the page instead of loading it: the page
 * at the form's address is fetched (the server renders and keeps it, as for a page load) and the
 * elements named in `data-swap` (ids) take the children of their namesakes in it; the address
 * follows (history.replaceState). With `data-live`, typing does it too, a moment after the last
 * key. With `data-focus-new` (a selector), the first element matching it that was not there before
 * takes the focus ('Méi Eventen' hands it to the first new card). If the fetch fails, the form's
 * address is loaded as a page, as without scripts. `start` starts the islands of what came in.
 */
export function swapIsland(form: HTMLElement, start: (root: ParentNode) => void): () => void {
  if (!(form instanceof HTMLFormElement)) return () => undefined;
  const targets = (form.dataset.swap ?? "").split(" ").filter(Boolean);
  let controller: AbortController | undefined;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const address = (submitter?: HTMLElement | null) => {
    const url = new URL(form.action || location.href);
    const data = new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
    const kept = [...data].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    );
    url.search = new URLSearchParams(kept).toString();
    url.hash = "";
    return url;
  };

  const bringIn = async (url: URL) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const selector = form.dataset.focusNew;
    const before = selector ? document.querySelectorAll(selector).length : 0;
    const regions = targets.map((id) => document.getElementById(id)).filter((region) => region !== null);
    for (const region of regions) region.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { signal: current.signal, headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`${url.pathname}${url.search} answered ${response.status}`);
      const answer = new DOMParser().parseFromString(await response.text(), "text/html");
      if (current.signal.aborted) return;
      for (const region of regions) {
        const incoming = answer.getElementById(region.id);
        if (!incoming) continue;
        takeChildren(region, incoming, start);
      }
      history.replaceState(history.state, "", `${url.pathname}${url.search}${location.hash}`);
      const fresh = selector ? document.querySelectorAll<HTMLElement>(selector)[before] : undefined;
      if (fresh) {
        fresh.setAttribute("tabindex", "-1");
        fresh.focus();
      }
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn(error);
      location.assign(url);
    } finally {
      if (controller === current) for (const region of regions) region.removeAttribute("aria-busy");
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    clearTimeout(typing);
    void bringIn(address(event.submitter));
  };
  const onInput = () => {
    clearTimeout(typing);
    typing = setTimeout(() => void bringIn(address()), 250);
  };
  form.addEventListener("submit", onSubmit);
  if ("live" in form.dataset) form.addEventListener("input", onInput);
  return () => {
    clearTimeout(typing);
    controller?.abort();
    form.removeEventListener("submit", onSubmit);
    form.removeEventListener("input", onInput);
  };
}

/** Puts the children of `incoming` (from a fetched page) in place of `region`'s, and starts their islands. */
export function takeChildren(region: Element, incoming: Element, start: (root: ParentNode) => void): void {
  region.replaceChildren(...[...incoming.childNodes].map((node) => document.importNode(node, true)));
  start(region);
}
