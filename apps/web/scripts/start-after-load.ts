import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** What the boot script uses of the page; the tests hand it their own. */
export interface BootPage {
  script: { dataset: { entry?: string; preload?: string } };
  document: {
    hidden: boolean;
    readyState: string;
    head: { append(node: object): void };
    createElement(tag: "link"): object;
  };
  window: {
    MessageChannel: typeof MessageChannel;
    requestAnimationFrame(run: () => void): unknown;
    setTimeout(run: () => void, ms: number): unknown;
    addEventListener(type: "load", run: () => void, options: { once: boolean }): void;
  };
  /** The page's own import(). */
  load(file: string): Promise<unknown>;
}

/**
 * Starts the app once the page has loaded and painted. It reads the entry and the files to preload
 * from its script's data attributes, so it is the same file for every build. It goes in small
 * steps, one task each: the fetch of each file is started, then each shared chunk is evaluated,
 * the entry last. Done in one task, starting the fetches and evaluating the modules took 10 to
 * 18 ms here, 150 ms or more on a phone during which a tap waits (and which Lighthouse counts as
 * blocking time); the steps take 0.1 to 9 ms each. The steps are chained through a MessageChannel,
 * as setTimeout would slow a long chain down to 4 ms a step. Self-contained: it runs in the
 * browser as its own source text (BOOT).
 */
export function boot({ script, document, window, load }: BootPage): void {
  const { entry, preload = "" } = script.dataset;
  const chunks = preload.split(" ").filter(Boolean);
  const files = entry ? [...chunks, entry] : chunks;
  const steps = [
    ...chunks.map(
      (href) => () =>
        document.head.append(
          Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href }),
        ),
    ),
    ...files.map((file) => () => load(file)),
  ];
  const channel = new window.MessageChannel();
  const next = () => channel.port2.postMessage(0);
  // A file that fails to load is reported and does not stop the others.
  const failed = (error: unknown) => {
    console.error(error);
    next();
  };
  channel.port1.onmessage = () => {
    const step = steps.shift();
    if (step) Promise.resolve().then(step).then(next, failed);
    else channel.port1.close();
  };
  // After the load event and the paint that follows it; a hidden tab starts at once.
  const later = () => (document.hidden ? next() : window.requestAnimationFrame(() => window.setTimeout(next, 0)));
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/** The classic script the page loads: boot() with the browser's own page. */
export const BOOT = `(${boot.toString()})({ script: document.currentScript, document, window, load: (file) => import(file) });\n`;
const BOOT_FILE = `assets/boot-${createHash("sha256").update(BOOT).digest("hex").slice(0, 10)}.js`;

/**
 * The page arrives rendered by the server, so its scripts are not needed for the first paint. They
 * start after the page has loaded: on a slow mobile connection the stylesheet and the pictures get
 * the whole bandwidth, and the largest picture is painted before any script runs. Until then links
 * work as plain links; the app takes over a moment later (boot() above).
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
      handler(html, context) {
        // The islands' page loads its one small script as it is: nothing to hold back.
        if (context?.filename.endsWith("islands.html")) return html;
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
