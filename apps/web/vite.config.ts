import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    // File routes; every route file is split, and the admin routes load only under /admin.
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react(),
    lingui({ macroTransform: true }),
  ],
  build: {
    target: "es2022",
    cssCodeSplit: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
  server: {
    proxy: { "/trpc": "http://localhost:3000", "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
});
