import "./common/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { serverFactsFrom } from "./common/config/server-facts";

// The server's settings the policies state, from the same configuration (docs/decisions/0038).
const serverFacts = serverFactsFrom(process.env);

/** Leaves the facts beside the build, where the server compares them with its own at start. */
const recordServerFacts = (): Plugin => ({
  name: "record-server-facts",
  apply: "build",
  closeBundle() {
    const dir = fileURLToPath(new URL("./build", import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/server-facts.json`, `${JSON.stringify(serverFacts)}\n`);
  },
});

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), recordServerFacts()],
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
  define: {
    __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)),
    __SERVER_FACTS__: JSON.stringify(serverFacts),
  },
  server: { proxy: { "/api": `http://localhost:${process.env.PORT ?? 3000}` } },
});
