/**
 * Open Graph images (1200 × 630 PNG) rendered with satori and resvg: the page's title and
 * description on the brand's dark ground, one per page and language. The build renders every one;
 * the server renders again those whose page's head the owner's edits changed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { ogImageSize } from "../../common/config/route-table";
import { site } from "../../common/config/site";

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: "Inter", data: font(400), weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: font(600), weight: 600 as const, style: "normal" as const },
];
const logo = `data:image/svg+xml;base64,${readFileSync("public/favicon.svg").toString("base64")}`;

type Child = string | Element | (string | Element)[];
interface Element {
  type: string;
  props: Record<string, unknown> & { children?: Child };
}
const el = (
  type: string,
  style: Record<string, unknown>,
  children?: Child,
  extra: Record<string, unknown> = {},
): Element => ({
  type,
  props: { style, children, ...extra },
});

/** Three lines at most for the longest titles. */
const titleSize = (title: string) => (title.length <= 36 ? 68 : title.length <= 70 ? 56 : 46);

/** Two lines at most: cut at a word and marked as cut. */
const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max - 2)).replace(/[,;:–-]+$/, "")} …`;

export interface OgImageText {
  title: string;
  description: string;
  /** The site's host, shown at the bottom. */
  host: string;
}

/** The PNG bytes of one page's image. */
export async function renderOgImage({ title, description, host }: OgImageText): Promise<Buffer> {
  const tree = el(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      padding: "64px 80px 120px",
      background: "linear-gradient(135deg, #07111d 0%, #0e1a2b 60%, #1c2b40 100%)",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 20 }, [
        el("img", { width: 64, height: 64, borderRadius: 16, border: "2px solid #2c3d55" }, undefined, {
          src: logo,
          width: 64,
          height: 64,
        }),
        el("div", { display: "flex", fontSize: 34, fontWeight: 600 }, [
          "Neutra\u00a0",
          el("span", { color: "#fdaa7b" }, "Tech"),
        ]),
      ]),
      el("div", { display: "flex", flexDirection: "column", marginTop: 100, gap: 24 }, [
        el(
          "div",
          { width: 1040, fontSize: titleSize(title), fontWeight: 600, lineHeight: 1.12, letterSpacing: -1 },
          title,
        ),
        el("div", { width: 1040, fontSize: 28, lineHeight: 1.45, color: "#e3e8ef" }, shorten(description, 125)),
      ]),
      el(
        "div",
        {
          position: "absolute",
          left: 80,
          bottom: 56,
          display: "flex",
          alignItems: "center",
          fontSize: 24,
          color: "#e3e8ef",
        },
        [
          el("div", { width: 56, height: 6, borderRadius: 3, background: "#e0561a", marginRight: 18 }),
          el("span", {}, host),
        ],
      ),
    ],
  );
  const svg = await satori(tree as never, { ...ogImageSize, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: ogImageSize.width } }).render().asPng();
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** What a page's image shows: the title (without the brand) and the description its HTML carries. */
export function ogTextOf(html: string): OgImageText {
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.brand).replace(` | ${site.brand}`, "");
  const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
  return { title, description, host: new URL(site.url).host.replace(/^www\./, "") };
}
