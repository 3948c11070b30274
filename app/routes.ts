import { route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the router loads this file before Vite's aliases apply.
import {
  languages,
  localizePath,
  notFoundFile,
  pages,
  thankYouFile,
  thankYouPaths,
} from "../common/config/route-table";
import { collectionPath, indexPatterns, listedCollectionIds } from "../common/collections/site-paths";

export default [
  ...pages.flatMap((page) =>
    [page.path, ...("aliases" in page ? page.aliases : [])].flatMap((path, alias) =>
      languages.map((lang) =>
        route(localizePath(path, lang), page.file, { id: `${lang}:${page.id}${alias ? `:alias${alias}` : ""}` }),
      ),
    ),
  ),
  ...Object.entries(thankYouPaths).flatMap(([id, path]) =>
    languages.map((lang) => route(localizePath(path, lang), thankYouFile, { id: `${lang}:thankYou:${id}` })),
  ),
  // The collections' pages (docs/decisions/0069): prerendered only once the owner publishes, so without loaders.
  ...listedCollectionIds.flatMap((collection) =>
    languages.flatMap((lang) => [
      ...indexPatterns(collection, lang).map((path, i) =>
        route(path, "routes/collection-index.tsx", { id: `${lang}:${collection}:index${i}` }),
      ),
      route(`${collectionPath(collection, lang)}/:slug`, "routes/collection-entry.tsx", {
        id: `${lang}:${collection}:entry`,
      }),
    ]),
  ),
  ...languages.map((lang) => route(collectionPath("team", lang), "routes/team.tsx", { id: `${lang}:team` })),
  route("*", notFoundFile, { id: "not-found" }),
] satisfies RouteConfig;
