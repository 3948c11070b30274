import "./common/load-env.mjs";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { site } from "./common/config/site.ts";
import adminDe from "./common/locales/de/admin.ts";
import adminEn from "./common/locales/en/admin.ts";
import { sharedConfig } from "./vite.shared.ts";

/** The HTML shell's few words (its title, what it says without script) from the copy and the site config. */
const shellCopy: Plugin = {
  name: "admin-shell-copy",
  transformIndexHtml: (html) =>
    html
      .replace("__TITLE__", `${adminDe.appName} · ${site.brand}`)
      .replace("__NO_SCRIPT_DE__", adminDe.noScript)
      .replace("__NO_SCRIPT_EN__", adminEn.noScript),
};

/**
 * The back office (admin/): a client-only app of its own, built apart from the public site so the
 * site's route manifest and bundles stay as they are (docs/decisions/0029). No React plugin: the
 * TypeScript transform's automatic JSX runtime (tsconfig "jsx": "react-jsx") is all it needs.
 */
export default defineConfig({
  ...sharedConfig,
  root: fileURLToPath(new URL("./admin", import.meta.url)),
  base: "/admin/",
  plugins: [tailwindcss(), shellCopy],
  build: {
    outDir: fileURLToPath(new URL("./build/admin", import.meta.url)),
    emptyOutDir: true,
    // One chunk (about 200 KB gzip): a tool its few users load once, then from the immutable cache.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // Radix's "use client" lines mean nothing in a client-only bundle.
      onwarn: (warning, warn) => warning.code !== "MODULE_LEVEL_DIRECTIVE" && warn(warning),
    },
  },
});
