import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { langFromPath } from "#common/config/route-table";
import { buildHead } from "~/lib/page-head";
import { pageIsland } from "~/lib/page-route";
import commonDe from "#common/locales/de/common";
import commonEn from "#common/locales/en/common";

// The catch-all has no loader (it also answers paths that were never prerendered), so its two
// strings come with its own module, which only the 404 pages load.
export function meta({ location }: { location: { pathname: string } }) {
  const { notFound } = langFromPath(location.pathname) === "de" ? commonDe : commonEn;
  return buildHead({
    pathname: location.pathname,
    title: notFound.metaTitle,
    description: notFound.text,
    indexable: false,
  });
}

const Content = pageIsland(() => import("~/pages/not-found"));

export default function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // /index.html leads home (the server answers 301; this covers static hosting).
    if (pathname === "/index.html") {
      void navigate("/", { replace: true });
      return;
    }
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname, navigate]);

  return <Content />;
}
