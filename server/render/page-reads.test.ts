import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { ClientReads } from "./content-reads";
import { pageReads } from "./page-reads";

/** A build's record: the shell's and two pages' chunks, their copy in chunks loaded on demand. */
const chunks: ClientReads = {
  "assets/entry.js": { reads: [], imports: ["assets/react.js"] },
  "assets/react.js": { reads: [], imports: [] },
  "assets/root.js": { reads: ["fact:figures"], imports: ["assets/shell.js"] },
  "assets/shell.js": { reads: ["text:de:common", "text:de:home:nav"], imports: [] },
  "assets/home-route.js": { reads: [], imports: ["assets/home-page.js"] },
  "assets/home-page.js": { reads: ["text:de:home", "text:en:home"], imports: ["assets/form.js"] },
  "assets/form.js": { reads: ["text:de:forms"], imports: [] },
  "assets/imprint-route.js": { reads: [], imports: ["assets/imprint-page.js"] },
  "assets/imprint-page.js": { reads: ["text:de:imprint", "fact:company"], imports: [] },
  "assets/not-found.js": { reads: ["text:de:common"], imports: [] },
};

const route = (id: string, path: string | undefined, parentId?: string) => ({ id, path, parentId, module: {} });
const build = {
  routes: {
    root: route("root", ""),
    "de:home": route("de:home", "/", "root"),
    "de:imprint": route("de:imprint", "/impressum", "root"),
    "not-found": route("not-found", "*", "root"),
  },
  assets: {
    entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
    routes: {
      root: { id: "root", module: "/assets/root.js", imports: ["/assets/shell.js"] },
      "de:home": { id: "de:home", module: "/assets/home-route.js", clientLoaderModule: "/assets/home-route.js" },
      "de:imprint": { id: "de:imprint", module: "/assets/imprint-route.js" },
      "not-found": { id: "not-found", module: "/assets/not-found.js" },
    },
  },
} as unknown as Pick<ServerBuild, "routes" | "assets">;

describe("what a page's client code reads", () => {
  const readsOf = pageReads(build, chunks);

  it("is what the entry, the root and the page's route load, at once or on demand, and nothing of other pages", () => {
    expect([...readsOf("/impressum")].sort()).toEqual([
      "fact:company",
      "fact:figures",
      "text:de:common",
      "text:de:home:nav",
      "text:de:imprint",
    ]);
    expect([...readsOf("/")].sort()).toEqual([
      "fact:figures",
      "text:de:common",
      "text:de:forms",
      "text:de:home",
      "text:de:home:nav",
      "text:en:home",
    ]);
    expect([...readsOf("/404")].sort()).toEqual(["fact:figures", "text:de:common", "text:de:home:nav"]);
  });

  it("matches as the router does, whatever the first segment's case, the catch-all kept for every segment", () => {
    expect(readsOf("/Impressum")).toBe(readsOf("/impressum"));
    expect(readsOf("/impressum/seite")).toBe(readsOf("/404"));
    expect(readsOf("/404")).not.toBe(readsOf("/impressum"));
  });

  it("fails on a chunk the build's record does not know (a record from another build)", () => {
    const { "assets/form.js": _, ...stale } = chunks;
    expect(() => pageReads(build, stale)("/")).toThrow(/knows no chunk assets\/form\.js/);
  });
});
