import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageImage } from "#common/page-image";
import { latePlaceholder, startLateImages } from "~/lib/late-images";
import { Picture } from "./picture";

const file = (width: number, format: string) => ({
  width,
  path: `/media/${String(width).padStart(4, "0")}${format.padEnd(18, "x")}-${width}.${format}`,
});
/** A 1000-pixel-wide image: the listed widths below it and its own, never 1280 or 1920. */
const image: PageImage = {
  id: "0b0e6f7a-8d7e-4a55-9a8e-2f1f0c1d2e3f",
  width: 1000,
  height: 600,
  avif: [320, 640, 960, 1000].map((w) => file(w, "avif")),
  webp: [320, 640, 960, 1000].map((w) => file(w, "webp")),
  jpeg: file(1000, "jpg"),
  decorative: false,
  alt: { de: "Leitwarte eines Netzbetreibers", en: "A grid operator’s control room" },
  credit: "Foto: Erika Muster",
  placeholder: { blurred: "data:image/webp;base64,UklGRg==", colour: "#1e6ea0" },
  focal: { x: 0.25, y: 0.4 },
};
const sizes = "(min-width: 64rem) 50vw, 100vw";

const parse = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box;
};
const srcsetWidths = (srcset: string | null) => (srcset ?? "").split(", ").map((entry) => entry.split(" ")[1]);

describe("Picture", () => {
  it("offers AVIF, then WebP, each in the widths that exist, then the JPEG, in a box of the image's own size", () => {
    const { container } = render(<Picture image={image} lang="en" sizes={sizes} priority />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    for (const source of sources) {
      expect(srcsetWidths(source.getAttribute("srcset"))).toEqual(["320w", "640w", "960w", "1000w"]);
      expect(source.getAttribute("sizes")).toBe(sizes);
    }
    expect(sources[0]!.getAttribute("srcset")).toBe(image.avif.map((f) => `${f.path} ${f.width}w`).join(", "));
    const img = container.querySelector("picture > img")!;
    expect(img.previousElementSibling).toBe(sources[1]);
    expect(img.getAttribute("src")).toBe(image.jpeg.path);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1000", "600"]);
    expect(img.getAttribute("alt")).toBe("A grid operator’s control room");
  });

  it("as the largest paint: eager, high priority, the address at once, no noscript twin", () => {
    const html = renderToStaticMarkup(<Picture image={image} lang="de" sizes={sizes} priority />);
    const img = parse(html).querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("src")).toBe(image.jpeg.path);
    expect(img.getAttribute("alt")).toBe("Leitwarte eines Netzbetreibers");
    expect(html).not.toContain("<noscript>");
    expect(html).not.toContain("data-late-");
  });

  it("below the first screen: prerendered without an address until the first-view script gives it one", () => {
    const html = renderToStaticMarkup(<Picture image={image} lang="de" sizes={sizes} />);
    const box = parse(html);
    const img = box.querySelector(":scope > figure > div > picture > img")!;
    expect(img.getAttribute("src")).toBe(latePlaceholder);
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
    expect(img.getAttribute("data-late-src")).toBe(image.jpeg.path);
    const sources = [...box.querySelectorAll(":scope > figure > div > picture > source")];
    expect(sources.map((s) => s.getAttribute("srcset"))).toEqual([`${latePlaceholder} 1w`, `${latePlaceholder} 1w`]);
    // Nothing names a variant outside the late attributes and the noscript twin.
    const outsideNoscript = html
      .replace(/<noscript>[\s\S]*<\/noscript>/, "")
      .replace(/data-late-src(set)?="[^"]*"/g, "");
    expect(outsideNoscript).not.toContain("/media/");
    expect(html).toMatch(/<noscript><picture><source type="image\/avif"[^>]*srcSet="\/media\//i);

    document.body.innerHTML = html;
    startLateImages();
    const late = document.body.querySelector<HTMLImageElement>("img[data-late-src]")!;
    expect(late.getAttribute("src")).toBe(image.jpeg.path);
    expect(
      [...document.body.querySelectorAll("source[data-late-srcset]")].map((s) =>
        srcsetWidths(s.getAttribute("srcset")),
      ),
    ).toEqual([
      ["320w", "640w", "960w", "1000w"],
      ["320w", "640w", "960w", "1000w"],
    ]);
    document.body.innerHTML = "";
  });

  it("stands in with the blurred image and its colour, and keeps the focal point in view", () => {
    const { container } = render(<Picture image={image} lang="en" sizes={sizes} />);
    const style = container.querySelector<HTMLImageElement>("picture > img")!.style;
    expect(style.backgroundImage).toContain("data:image/webp;base64,UklGRg==");
    expect(style.backgroundColor).toMatch(/#1e6ea0|rgb\(30, 110, 160\)/);
    expect(style.objectPosition).toBe("25% 40%");
    expect(style.backgroundPosition).toBe("25% 40%");

    const transparent = render(<Picture image={{ ...image, placeholder: undefined }} lang="en" sizes={sizes} />);
    expect(transparent.container.querySelector<HTMLImageElement>("picture > img")!.style.backgroundImage).toBe("");
  });

  it("is a figure with the caption and the credit under the image when either is set, else a plain box", () => {
    const withCredit = render(<Picture image={image} lang="en" sizes={sizes} />);
    expect(withCredit.container.querySelector("figure figcaption")?.textContent).toBe("Foto: Erika Muster");

    const captioned = { ...image, caption: { de: "Die Leitwarte in Leipzig", en: "The control room in Leipzig" } };
    const both = render(<Picture image={captioned} lang="en" sizes={sizes} />);
    const caption = both.container.querySelector("figcaption")!;
    expect([...caption.children].map((child) => child.textContent)).toEqual([
      "The control room in Leipzig",
      "Foto: Erika Muster",
    ]);

    const plain = render(<Picture image={{ ...image, credit: undefined }} lang="en" sizes={sizes} />);
    expect(plain.container.querySelector("figure")).toBeNull();
    expect(plain.container.querySelector("figcaption")).toBeNull();
  });

  it("has an empty alt text when decorative, in either language", () => {
    const decorative = { ...image, decorative: true, alt: { de: "", en: "" } };
    for (const lang of ["de", "en"] as const) {
      const { container, unmount } = render(<Picture image={decorative} lang={lang} sizes={sizes} />);
      expect(container.querySelector("picture > img")!.getAttribute("alt")).toBe("");
      unmount();
    }
  });
});
