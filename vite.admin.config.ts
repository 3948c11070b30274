import "./common/load-env.mjs";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The back office (admin/): a client-only app of its own, built apart from the public site so the
 * site's route manifest and bundles stay as they are (docs/decisions/0029). No React plugin: the
 * TypeScript transform's automatic JSX runtime (tsconfig "jsx": "react-jsx") is all it needs.
 */
export default defineConfig({
  root: fileURLToPath(new URL("./admin", import.meta.url)),
  base: "/admin/",
  plugins: [tailwindcss()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  envPrefix: ["SITE_"],
  envDir: false,
  build: {
    outDir: fileURLToPath(new URL("./build/admin", import.meta.url)),
    emptyOutDir: true,
    // One chunk (about 180 KB gzip): a tool its few users load once, then from the immutable cache.
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      // Radix's "use client" lines mean nothing in a client-only bundle.
      onwarn: (warning, warn) => warning.code !== "MODULE_LEVEL_DIRECTIVE" && warn(warning),
    },
  },
  server: { proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` } },
});
