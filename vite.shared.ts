import { fileURLToPath } from "node:url";
import type { UserConfig } from "vite";

/** The import aliases of tsconfig.json's "paths", for the site's, the back office's and the tests' Vite. */
export const aliases = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#common": fileURLToPath(new URL("./common", import.meta.url)),
};

/** What both builds share (docs/decisions/0029). */
export const sharedConfig = {
  resolve: { alias: aliases },
  // Public, build-time site settings (see docs/operating.md): only SITE_* variables reach the client bundle.
  envPrefix: ["SITE_"],
  // The configuration file is common/load-env.mjs's (.env or ENV_FILE, applied to process.env by
  // the configs' first import), the same for build, postbuild and server; Vite reads no .env files.
  envDir: false,
  server: { proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` } },
} satisfies UserConfig;

/** Day of the build (YYYY-MM-DD): prerendered dates show it until the visitor's date replaces them. */
export const buildDate = new Date().toISOString().slice(0, 10);
