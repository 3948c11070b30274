import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientReads } from "../../server/render/content-reads";
import { clientReads, readsIn } from "./client-reads";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A client build of these modules (entry.ts first) with the plugin; its record. */
async function record(files: Record<string, string>): Promise<ClientReads> {
  dir = mkdtempSync(path.join(tmpdir(), "neutra-client-reads-"));
  const overlay = "export const overlay = (l, n, m) => m; export const overlayFacts = (g, f) => f;";
  for (const [name, code] of Object.entries({ "overlay.ts": overlay, ...files })) {
    writeFileSync(path.join(dir, name), code);
  }
  await build({
    configFile: false,
    root: dir,
    logLevel: "silent",
    build: { write: false, rollupOptions: { input: path.join(dir, "entry.ts") } },
    plugins: [clientReads({ dir })],
  });
  return JSON.parse(readFileSync(path.join(dir, "client-reads.json"), "utf8")) as ClientReads;
}

const copy = (lang: string, ns: string) =>
  `import { overlay } from "./overlay"; export default overlay("${lang}", "${ns}", { title: "${ns}" });`;

describe("the client build's record of what it reads", () => {
  it("names each chunk's namespaces and fact groups and the chunks it imports, on demand too", async () => {
    const chunks = await record({
      "entry.ts": `import { overlayFacts } from "./overlay"; console.log(overlayFacts("figures", { a: 1 })); import("./page").then(console.log);`,
      "page.ts": `import de from "./de-home"; import en from "./en-home"; export default [de, en];`,
      "de-home.ts": copy("de", "home"),
      "en-home.ts": copy("en", "home"),
    });
    const [entry, entryChunk] = Object.entries(chunks).find(([, c]) => c.reads.includes("fact:figures"))!;
    expect(entryChunk.reads).toEqual(["fact:figures"]);
    expect(entryChunk.imports).toHaveLength(1);
    expect(chunks[entryChunk.imports[0]!]!.reads).toEqual(["text:de:home", "text:en:home"]);
    expect(entry).toMatch(/\.js$/);
  });

  it("fails when client code reads what only the server may read", async () => {
    await expect(
      record({ "entry.ts": `import mail from "./de-mail"; console.log(mail);`, "de-mail.ts": copy("de", "mail") }),
    ).rejects.toThrow(/only the server may read \(text:de:mail\).*de-mail\.ts/s);
    await expect(
      record({ "entry.ts": `import { overlayFacts } from "./overlay"; console.log(overlayFacts("leadForms", {}));` }),
    ).rejects.toThrow(/fact:leadForms/);
  });

  it("fails on an overlay call whose names it cannot read", () => {
    expect(readsIn(`overlay("de", "home", x); overlayFacts(\n  "server",\n  y)`)).toEqual([
      "text:de:home",
      "fact:server",
    ]);
    expect(readsIn("const label = (lang, ns, nav) => overlay(lang, ns, { nav }).nav;")).toBeUndefined();
  });
});
