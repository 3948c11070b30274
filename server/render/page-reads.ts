/**
 * What of the published content each page's client code can read (docs/decisions/0055), from the
 * build itself: scripts/lib/client-reads.ts records, for every chunk of the client build, the
 * locale and fact modules in it and the chunks it imports, statically or on demand; the router's
 * manifest names the chunks a page starts from (the entry, and the module of each route the path
 * matches). Another page's modules come only with a navigation to it, which is that page's
 * business (./page-content.ts, `elsewhere`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes, type ServerBuild } from "react-router";
import { clientReadsFile, type ClientReads, type ContentRead } from "./content-reads";

export const loadClientReads = (buildDir: string): ClientReads =>
  JSON.parse(readFileSync(path.join(buildDir, clientReadsFile), "utf8")) as ClientReads;

/** The reads of some chunks and of every chunk they import, on and on. */
export function readsFrom(chunks: ClientReads, starts: Iterable<string>): Set<ContentRead> {
  const reads = new Set<ContentRead>();
  const seen = new Set<string>();
  const next = [...starts];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks[file];
    if (!chunk) throw new Error(`${clientReadsFile} knows no chunk ${file}: build again`);
    for (const read of chunk.reads) reads.add(read);
    next.push(...chunk.imports);
  }
  return reads;
}

type Build = Pick<ServerBuild, "routes" | "assets">;

/** The build's routes as the router matches them (the build lists them flat, each with its parent). */
function routeTree(routes: Build["routes"], parentId?: string): Parameters<typeof matchRoutes>[0] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index as false | undefined,
      children: routeTree(routes, route!.id),
    }));
}

/** The chunks a route's module is made of in the browser (the module, its imports, its split parts). */
function routeChunks(route: Build["assets"]["routes"][string]): string[] {
  const parts = Object.entries(route ?? {})
    .filter(([name, value]) => /Module$|^module$/.test(name) && typeof value === "string")
    .map(([, value]) => value as string);
  return [...parts, ...(route?.imports ?? [])];
}

type RouteTree = Parameters<typeof matchRoutes>[0];

/** A route's first segment, lower case ("" for none: an index or a layout without a path). */
const firstSegment = (path: string | undefined) => (path ?? "").split("/").find(Boolean)?.toLowerCase() ?? "";

/**
 * The route tree with only the top routes that can match a path of this first segment: a static
 * first segment that differs never matches. The router ranks the whole tree on every match, which
 * over a site's 700 pages took 175 ms; each segment's tree is a handful of routes.
 */
function treesByFirstSegment(tree: RouteTree): (page: string) => RouteTree {
  const bySegment = new Map<string, RouteTree>();
  const mayMatch = (route: RouteTree[number], segment: string) => {
    const first = firstSegment(route.path);
    return first === "" || first === segment || /^:|\*|\?$/.test(first);
  };
  return (page) => {
    const segment = firstSegment(page);
    // A route with children is no index route, which the spread's type cannot tell.
    const trees =
      bySegment.get(segment) ??
      tree.map(
        (root) =>
          ({ ...root, children: root.children?.filter((route) => mayMatch(route, segment)) }) as RouteTree[number],
      );
    bySegment.set(segment, trees);
    return trees;
  };
}

/**
 * A page's reads, by its path, for a build and the reads of its chunks. Pages that match the same
 * routes (every entry of a collection) get the same set, found once: a site of 500 entries walks
 * the chunk graph once per route, not once per page.
 */
export function pageReads(build: Build, chunks: ClientReads): (page: string) => Set<ContentRead> {
  const trees = treesByFirstSegment(routeTree(build.routes));
  const chunkOf = (url: string) => url.replace(/^\//, "");
  const byRoutes = new Map<string, Set<ContentRead>>();
  return (page) => {
    const matches = matchRoutes(trees(page), page) ?? [];
    if (!matches.length) throw new Error(`${page}: no route of the build matches it`);
    const routes = matches.map((match) => match.route.id!);
    const key = routes.join("\n");
    let reads = byRoutes.get(key);
    if (!reads) {
      const urls = [
        build.assets.entry.module,
        ...build.assets.entry.imports,
        ...routes.flatMap((id) => routeChunks(build.assets.routes[id])),
      ];
      reads = readsFrom(chunks, urls.map(chunkOf));
      byRoutes.set(key, reads);
    }
    return reads;
  };
}
