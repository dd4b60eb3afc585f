import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkReport } from "./scripts/chunk-report.js";
import { compileHints } from "./scripts/compile-hints.js";
import { startAfterLoad } from "./scripts/start-after-load.js";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // File routes; every route file is split, and the admin routes load only under /admin.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    lingui({ macroTransform: true }),
    chunkReport(),
    startAfterLoad(),
    ...(isSsrBuild ? [] : [compileHints()]),
  ],
  build: {
    target: "es2022",
    // One stylesheet, linked from index.html: a server-rendered page is styled before any script runs.
    cssCodeSplit: false,
    sourcemap: false,
    assetsInlineLimit: 2048,
    // The HTML preloads what every page starts with. Vite's runtime helper, which adds a preload
    // link for each dependency of a lazy chunk as it is imported, is left out: on a phone each
    // link it added cost a few milliseconds of main thread in the middle of hydration.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
    },
    // React DOM in a chunk of its own: the start-up evaluates it in a task of its own
    // (scripts/start-after-load.ts), not together with the rest of the entry.
    // Two pages: the app (index.html) and a page that is HTML with islands (islands.html: the same
    // head, the islands' script in place of the app's; site-pages.ts says which page is which).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: "index.html", islands: "islands.html" },
          output: { codeSplitting: { groups: [{ name: "react-dom", test: /[\\/](react-dom|scheduler)[\\/]/ }] } },
        },
    // The server build needs only code; the pictures are served from dist.
    copyPublicDir: !isSsrBuild,
  },
  // The server build carries its libraries (Mantine, React DOM's server renderer, the router),
  // tree-shaken: the server loads one file instead of some 1,200 modules of which a page uses few.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  server: {
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
