import "./common/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sharedConfig } from "./vite.shared.ts";

export default defineConfig({
  ...sharedConfig,
  plugins: [tailwindcss(), reactRouter()],
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
});
