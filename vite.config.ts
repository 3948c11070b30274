import "./common/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  // Public, build-time site settings (see README): only SITE_* variables reach the client bundle.
  envPrefix: ["SITE_"],
  // The configuration file is common/load-env.mjs's (.env or ENV_FILE, applied to process.env
  // above), the same for build, postbuild and server; Vite reads no .env files of its own.
  envDir: false,
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  server: { proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` } },
});
