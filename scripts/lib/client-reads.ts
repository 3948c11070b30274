/**
 * Records what of the owner's published content the client build reads (docs/decisions/0055):
 * per chunk, the namespaces and fact groups of the modules in it (a locale module ends in
 * `overlay("de", "home", …)`, a fact module calls `overlayFacts("figures", …)`) and the chunks it
 * imports, statically or on demand. The page renderer cuts each page's share of the content from
 * it (server/render/page-reads.ts). Client code that reads what only the server may read, or
 * calls the overlay with names the build cannot see, fails the build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import {
  clientReadsFile,
  isServerOnly,
  type ClientReads,
  type ContentRead,
} from "../../server/render/content-reads.ts";

const call = /\boverlay(Facts)?\(/g;
const textCall = /^overlay\(\s*"([a-z]{2})",\s*"([a-z0-9/-]+)"\s*,/;
const factCall = /^overlayFacts\(\s*"([a-zA-Z]+)"\s*,/;

/** The reads of a module's source: one per overlay call; undefined for a call with names it cannot read. */
export function readsIn(code: string): ContentRead[] | undefined {
  const reads: ContentRead[] = [];
  for (const match of code.matchAll(call)) {
    const rest = code.slice(match.index);
    const text = textCall.exec(rest);
    const fact = factCall.exec(rest);
    if (text) reads.push(`text:${text[1]}:${text[2]}`);
    else if (fact) reads.push(`fact:${fact[1]}`);
    else return undefined;
  }
  return reads;
}

interface ClientReadsOptions {
  /** Where the record goes (client-reads.json; beside the client build, not served). */
  dir: string;
  /** Modules whose reads their source does not show, by id (the menu labels' virtual module). */
  declared?: Record<string, ContentRead[]>;
  /** The chunks of another build that this one loads, as that build recorded them (the web-vitals chunk). */
  loads?: ClientReads;
}

export function clientReads({ dir, declared = {}, loads = {} }: ClientReadsOptions): Plugin {
  const byModule = new Map<string, ContentRead[]>();
  return {
    name: "client-reads",
    apply: "build",
    // The source as written: before other plugins rewrite it.
    enforce: "pre",
    transform(code, id) {
      if (declared[id]) return void byModule.set(id, declared[id]);
      if (id.includes("/node_modules/") || !code.includes("overlay")) return;
      const reads = readsIn(code);
      if (!reads)
        this.error(`${id}: an overlay call whose namespace or group is not a string literal (declare its reads)`);
      if (reads.length) byModule.set(id.replace(/\?.*$/, ""), reads);
    },
    generateBundle(_, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks: ClientReads = { ...loads };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const reads = [...new Set(chunk.moduleIds.flatMap((id) => byModule.get(id.replace(/\?.*$/, "")) ?? []))];
        const leaked = reads.filter(isServerOnly);
        if (leaked.length) {
          const modules = chunk.moduleIds.filter((id) => byModule.get(id)?.some(isServerOnly));
          this.error(`client code reads what only the server may read (${leaked.join(", ")}): ${modules.join(", ")}`);
        }
        chunks[chunk.fileName] = { reads: reads.sort(), imports: [...chunk.imports, ...chunk.dynamicImports] };
      }
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, clientReadsFile), `${JSON.stringify(chunks)}\n`);
    },
  };
}
