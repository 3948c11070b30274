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
  route("*", notFoundFile, { id: "not-found" }),
] satisfies RouteConfig;
