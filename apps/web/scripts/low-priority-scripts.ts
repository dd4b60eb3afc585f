import type { Plugin } from "vite";

/**
 * The page arrives rendered by the server, so its scripts are not needed for the first paint:
 * they load at low priority and leave the bandwidth of a slow mobile connection to the page's
 * stylesheet and pictures first.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: "jugendclub-low-priority-scripts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}
