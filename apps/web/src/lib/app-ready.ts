import type { RouterHistory } from "@tanstack/react-router";

let resolveReady: () => void = () => undefined;

/** Resolves once React has taken over the whole page, the route's content included. */
export const appReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/**
 * Whether React has taken over the page's content. The router renders a page inside a suspense
 * boundary, which React hydrates after the root (and after the root's effects ran). React tags
 * every DOM node it has taken over with a fiber reference; server HTML it has not reached yet
 * has none. React offers no event for this, hence the look at the node.
 */
function contentHydrated(): boolean {
  const content = document.getElementById("main")?.firstElementChild;
  return !content || Object.keys(content).some((key) => key.startsWith("__reactFiber$"));
}

/** Called from the root's first effect; marks the page ready once its content is hydrated too. */
export function markAppReady(): void {
  const started = performance.now();
  const check = () => {
    if (contentHydrated() || performance.now() - started > 10_000) {
      // Tests and scripts wait for this attribute before they act on the page.
      document.documentElement.dataset.ready = "true";
      resolveReady();
    } else {
      setTimeout(check, 16);
    }
  };
  check();
}

/**
 * Holds navigations started while React still hydrates the server's HTML until it is done: a
 * route change in the middle would make React drop that HTML and render everything again.
 */
export function holdNavigationUntilReady(history: RouterHistory): RouterHistory {
  let ready = false;
  void appReady.then(() => {
    ready = true;
  });
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  history.push = (...args) => {
    if (ready) push(...args);
    else void appReady.then(() => push(...args));
  };
  history.replace = (...args) => {
    if (ready) replace(...args);
    else void appReady.then(() => replace(...args));
  };
  return history;
}
