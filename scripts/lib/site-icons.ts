/**
 * The icons browsers and operating systems ask for, rendered at build time from the one source,
 * public/favicon.svg: favicon.ico (for clients that request it unasked), apple-touch-icon.png and
 * the web manifest's PNGs, plus the manifest itself with the brand's name and colours.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

/** The site's ink and its light background (app/app.css). */
const brandColours = { theme: "#0e1a2b", background: "#fbfaf7" } as const;

function png(svg: string, size: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng());
}

/** An .ico holding PNG images (supported by every browser since 2007), smallest first. */
function icoFromPngs(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

export function writeSiteIcons(clientDir: string, name: string, shortName: string): string[] {
  const svg = readFileSync(path.join(clientDir, "favicon.svg"), "utf8");
  const ico = icoFromPngs([16, 32, 48].map((size) => ({ size, data: png(svg, size) })));
  writeFileSync(path.join(clientDir, "favicon.ico"), ico);
  writeFileSync(path.join(clientDir, "apple-touch-icon.png"), png(svg, 180));
  for (const size of [192, 512]) writeFileSync(path.join(clientDir, `icon-${size}.png`), png(svg, size));
  const manifest = {
    name,
    short_name: shortName,
    start_url: "/",
    display: "browser",
    theme_color: brandColours.theme,
    background_color: brandColours.background,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
  writeFileSync(path.join(clientDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  return ["favicon.ico", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "site.webmanifest"];
}
