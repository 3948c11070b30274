import "./common/load-env.mjs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { clientReads } from "./scripts/lib/client-reads.ts";
import { buildDate, sharedConfig } from "./vite.shared.ts";

/**
 * The first-view script (app/lib/first-view.ts, docs/decisions/0047): one small classic script
 * without React that postbuild inlines into every page. Built apart from the site, so nothing of
 * the app's chunks ends up in it and it needs no request.
 */
export default defineConfig({
  ...sharedConfig,
  define: { __BUILD_DATE__: JSON.stringify(buildDate) },
  publicDir: false,
  // Whatever of the published content it reads, every page carries (docs/decisions/0055).
  plugins: [clientReads({ dir: fileURLToPath(new URL("./build/first-view", import.meta.url)) })],
  build: {
    outDir: fileURLToPath(new URL("./build/first-view", import.meta.url)),
    emptyOutDir: true,
    lib: {
      entry: fileURLToPath(new URL("./app/lib/first-view.ts", import.meta.url)),
      formats: ["iife"],
      name: "firstView",
      fileName: () => "first-view.js",
    },
  },
});
