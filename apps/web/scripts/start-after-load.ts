import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/**
 * The classic script that starts the app once the page has loaded and painted. It reads the entry
 * and the files to preload from its own data attributes, so it is the same file for every build.
 */
const BOOT = `(() => {
  const data = document.currentScript.dataset;
  const add = (tag, props) => document.head.append(Object.assign(document.createElement(tag), props));
  const start = () => {
    for (const href of (data.preload || "").split(" ").filter(Boolean))
      add("link", { rel: "modulepreload", crossOrigin: "", href });
    add("script", { type: "module", crossOrigin: "", src: data.entry });
  };
  // After the load event and the paint that follows it; a hidden tab starts at once.
  const later = () => (document.hidden ? start() : requestAnimationFrame(() => setTimeout(start, 0)));
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
})();
`;
const BOOT_FILE = `assets/boot-${createHash("sha256").update(BOOT).digest("hex").slice(0, 10)}.js`;

/**
 * The page arrives rendered by the server, so its scripts are not needed for the first paint. They
 * start after the page has loaded: on a slow mobile connection the stylesheet and the pictures get
 * the whole bandwidth, and the largest picture is painted before any script runs. Until then links
 * work as plain links; the app takes over a moment later.
 */
export function startAfterLoad(): Plugin {
  return {
    name: "jugendclub-start-after-load",
    apply: "build",
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      this.emitFile({ type: "asset", fileName: BOOT_FILE, source: BOOT });
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        let entry = "";
        const preload: string[] = [];
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entry = src;
            return "";
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            preload.push(href);
            return "";
          });
        if (!entry) return html;
        const boot = `<script defer src="/${BOOT_FILE}" data-entry="${entry}" data-preload="${preload.join(" ")}"></script>`;
        return rest.replace(/\n\s*<\/head>/, `\n    ${boot}\n  </head>`);
      },
    },
  };
}
