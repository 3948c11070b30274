import "./common/load-env.mjs";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type Rollup, type UserConfig } from "vite";
import { serverFactsFrom } from "./common/config/server-facts.ts";
import { clientReads } from "./scripts/lib/client-reads.ts";
import { clientReadsFile, type ClientReads } from "./server/render/content-reads.ts";
import { buildDate, sharedConfig } from "./vite.shared.ts";

const buildDir = (dir: string) => fileURLToPath(new URL(`./build/${dir}`, import.meta.url));

/** The server's settings the policies state (vite.config.ts bakes the same); the chunk reads `analytics`. */
const serverFacts = JSON.stringify(serverFactsFrom(process.env));

/**
 * The loading-speed chunk (app/lib/web-vitals-report.ts, docs/decisions/0062): an ES module in the
 * site's /assets/, named by its content, which the first-view script imports after the largest
 * paint. The first-view script is a single IIFE, so it cannot split a chunk off itself: this
 * build runs first and hands it the file's address and its record of what it reads of the
 * published content, which joins the first-view script's: every page carries it (docs/decisions/0055).
 */
async function buildWebVitalsChunk(): Promise<{ url: string; reads: ClientReads }> {
  const output = (await build({
    ...sharedConfig,
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    define: { __SERVER_FACTS__: serverFacts },
    plugins: [clientReads({ dir: buildDir("web-vitals") })],
    build: {
      outDir: buildDir("client"),
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: {
        input: fileURLToPath(new URL("./app/lib/web-vitals-report.ts", import.meta.url)),
        preserveEntrySignatures: false,
        output: { format: "es", entryFileNames: "assets/web-vitals-[hash].js" },
      },
    },
  })) as Rollup.RollupOutput;
  const chunk = output.output.find((file) => file.type === "chunk" && file.isEntry);
  if (!chunk) throw new Error("the web-vitals chunk was not built");
  const reads = JSON.parse(readFileSync(`${buildDir("web-vitals")}/${clientReadsFile}`, "utf8")) as ClientReads;
  return { url: `/${chunk.fileName}`, reads };
}

/**
 * The first-view script (app/lib/first-view.ts, docs/decisions/0047): one small classic script
 * without React that postbuild inlines into every page. Built apart from the site, so nothing of
 * the app's chunks ends up in it and it needs no request.
 */
export default defineConfig(async ({ command }): Promise<UserConfig> => {
  const webVitals = command === "build" ? await buildWebVitalsChunk() : undefined;
  return {
    ...sharedConfig,
    define: {
      __BUILD_DATE__: JSON.stringify(buildDate),
      __WEB_VITALS_CHUNK__: JSON.stringify(webVitals?.url),
    },
    publicDir: false,
    // Whatever of the published content it and the chunk it loads read, every page carries (docs/decisions/0055).
    plugins: [clientReads({ dir: buildDir("first-view"), loads: webVitals?.reads })],
    build: {
      outDir: buildDir("first-view"),
      emptyOutDir: true,
      lib: {
        entry: fileURLToPath(new URL("./app/lib/first-view.ts", import.meta.url)),
        formats: ["iife"],
        name: "firstView",
        fileName: () => "first-view.js",
      },
    },
  };
});
