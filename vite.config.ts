import "./common/load-env.mjs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { serverFactsFrom } from "./common/config/server-facts";
import { clientReads } from "./scripts/lib/client-reads.ts";
import { menuLabelReads, menuLabels, resolvedId as menuLabelsId } from "./scripts/lib/menu-labels.ts";
import { buildDate, sharedConfig } from "./vite.shared.ts";

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
  ...sharedConfig,
  plugins: [
    tailwindcss(),
    reactRouter(),
    menuLabels(),
    recordServerFacts(),
    // What each page's client code reads of the published content (docs/decisions/0055).
    clientReads({
      dir: fileURLToPath(new URL("./build", import.meta.url)),
      declared: { [menuLabelsId]: menuLabelReads() },
    }),
  ],
  define: {
    __BUILD_DATE__: JSON.stringify(buildDate),
    __SERVER_FACTS__: JSON.stringify(serverFacts),
  },
});
