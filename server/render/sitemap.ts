/**
 * sitemap.xml from the route table: every page in both languages with its alternates and the day
 * it last changed. The build writes it with its own day; the server writes it again when the
 * owner's edits change pages (./live-site.ts).
 */
import { languages, localizePath, pages, type Lang } from "../../common/config/route-table";
import { site } from "../../common/config/site";

/** The day (YYYY-MM-DD) a page in a language last changed. */
type LastModified = (path: string) => string;

/** A page outside the route table (a collection's, docs/decisions/0069): its day, and its pages per language when both exist. */
export interface SitemapEntry {
  path: string;
  lastmod: string;
  alternates?: Record<Lang, string>;
}

const url = (p: string) => `${site.url}${p}`;

function extraEntry({ path, lastmod, alternates }: SitemapEntry): string {
  const links = alternates
    ? [
        ...languages.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(alternates[l])}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(alternates.de)}"/>`,
      ]
    : [];
  return [`  <url>`, `    <loc>${url(path)}</loc>`, `    <lastmod>${lastmod}</lastmod>`, ...links, `  </url>`].join(
    "\n",
  );
}

export function sitemap(lastModified: LastModified, extra: readonly SitemapEntry[] = []): string {
  const entries = pages.flatMap((page) =>
    languages.map((lang: Lang) => {
      const at = localizePath(page.path, lang);
      const alternates = [
        ...languages.map(
          (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(localizePath(page.path, l))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.path)}"/>`,
      ];
      return `  <url>\n    <loc>${url(at)}</loc>\n    <lastmod>${lastModified(at)}</lastmod>\n${alternates.join("\n")}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[...entries, ...extra.map(extraEntry)].join("\n")}
</urlset>
`;
}

/** The days the build's sitemap gives, by path. */
export function lastModifiedIn(xml: string): Map<string, string> {
  const days = new Map<string, string>();
  for (const [, loc = "", day = ""] of xml.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)) {
    days.set(new URL(loc).pathname, day);
  }
  return days;
}
