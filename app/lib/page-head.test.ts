import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "#common/config/site";
import peDe from "#common/locales/de/private-equity";
import peEn from "#common/locales/en/private-equity";
import { loader as overviewMeta } from "~/routes/private-equity";
import { loader as preDealMeta } from "~/routes/pre-deal";
import { loader as postDealMeta } from "~/routes/post-deal";
import { loader as exitMeta } from "~/routes/exit";
import type { PageImage } from "#common/page-image";
import { breadcrumbList, buildHead, faqPage, jsonLdDocument, jsonLdGraph, plainText } from "./page-head";

type Meta = typeof overviewMeta;

/** The JSON-LD document a route's loader puts into the head it builds for a path. */
function jsonLd(meta: Meta, pathname: string) {
  const entry = meta({ request: new Request(`${site.url}${pathname}`) }).head.find((m) => "script:ld+json" in m) as
    { "script:ld+json": { "@context": string; "@graph": Record<string, unknown>[] } } | undefined;
  expect(entry, `JSON-LD on ${pathname}`).toBeDefined();
  return entry!["script:ld+json"];
}

function node(doc: ReturnType<typeof jsonLd>, type: string) {
  return doc["@graph"].find((n) => n["@type"] === type) as Record<string, unknown> & {
    mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
    itemListElement?: { position: number; name: string; item: string }[];
  };
}

describe("structured data builders", () => {
  it("builds a FAQPage with one Question and Answer per item", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }])).toEqual({
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("builds a BreadcrumbList with positions from 1 and absolute URLs", () => {
    const list = breadcrumbList([
      { name: "Home", path: "/en" },
      { name: "Private Equity", path: "/en/private-equity" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/en` },
      { "@type": "ListItem", position: 2, name: "Private Equity", item: `${site.url}/en/private-equity` },
    ]);
  });

  it("drops word joiners from text for machines", () => {
    expect(plainText("2–\u20604\u00a0Wochen")).toBe("2–4\u00a0Wochen");
  });

  it("puts the context first in a one-node document, the node's keys after it in their order", () => {
    const doc = jsonLdDocument(faqPage([{ question: "Q?", answer: "A." }]));
    expect(Object.keys(doc)).toEqual(["@context", "@type", "mainEntity"]);
    expect(doc["@context"]).toBe("https://schema.org");
  });

  it("wraps nodes in one schema.org graph", () => {
    expect(jsonLdGraph({ "@type": "A" }, { "@type": "B" })).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "A" }, { "@type": "B" }],
    });
  });
});

describe("private-equity pages' JSON-LD", () => {
  for (const [pathname, copy] of [
    ["/private-equity", peDe],
    ["/en/private-equity", peEn],
  ] as const) {
    it(`${pathname}: FAQPage with the six visible questions and answers, breadcrumb Home > Private Equity`, () => {
      const doc = jsonLd(overviewMeta, pathname);
      expect(doc["@context"]).toBe("https://schema.org");
      const faq = node(doc, "FAQPage");
      expect(faq.mainEntity).toHaveLength(6);
      expect(faq.mainEntity!.map((q) => q.name)).toEqual(copy.faq.items.map((i) => i.question));
      expect(faq.mainEntity!.map((q) => q.acceptedAnswer.text)).toEqual(copy.faq.items.map((i) => plainText(i.answer)));
      expect(JSON.stringify(faq)).not.toContain("\u2060");
      expect(JSON.stringify(faq)).toContain("2–4\u00a0");
      const crumbs = node(doc, "BreadcrumbList").itemListElement!;
      const en = pathname.startsWith("/en");
      expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
        [1, en ? "Home" : "Startseite", `${site.url}${en ? "/en" : "/"}`],
        [2, en ? "Private equity" : "Private Equity", `${site.url}${pathname}`],
      ]);
    });
  }

  for (const [meta, path, de, en] of [
    [preDealMeta, "/private-equity/pre-deal", "Pre-Deal", "Pre-deal"],
    [postDealMeta, "/private-equity/post-deal", "Post-Deal", "Post-deal"],
    [exitMeta, "/private-equity/exit", "Exit", "Exit"],
  ] as const) {
    it(`${path}: three-level breadcrumb in both languages, no FAQPage`, () => {
      for (const [pathname, name, prefix] of [
        [path, de, ""],
        [`/en${path}`, en, "/en"],
      ] as const) {
        const doc = jsonLd(meta as Meta, pathname);
        expect(node(doc, "FAQPage")).toBeUndefined();
        const crumbs = node(doc, "BreadcrumbList").itemListElement!;
        expect(crumbs).toHaveLength(3);
        expect(crumbs[1]!.item).toBe(`${site.url}${prefix}/private-equity`);
        expect(crumbs[2]).toEqual({ "@type": "ListItem", position: 3, name, item: `${site.url}${pathname}` });
      }
    });
  }
});

describe("the largest paint's image", () => {
  const files = (format: string) =>
    [320, 640, 900].map((width) => ({ width, path: `/media/${"A".repeat(22)}-${width}.${format}` }));
  const image = { width: 900, height: 600, avif: files("avif"), webp: files("webp") } as PageImage;
  const sizes = "(min-width: 64rem) 50vw, 100vw";

  it("is preloaded in its AVIF set with the layout's sizes, at high priority; no other page preloads one", () => {
    const head = buildHead({
      pathname: "/en/sap-services",
      title: "SAP",
      description: "AMS",
      largestImage: { image, sizes },
    });
    const preloads = head.filter((tag) => "tagName" in tag && tag.rel === "preload");
    expect(preloads).toHaveLength(1);
    // As React Router's <Meta> renders a link descriptor: its tag with the rest as attributes.
    const { tagName, ...attributes } = preloads[0] as Extract<MetaDescriptor, { tagName: string }>;
    // Parsed as a browser parses it: React writes the attributes' names as props ("imageSrcSet").
    const box = document.createElement("head");
    box.innerHTML = renderToStaticMarkup(createElement(tagName, attributes));
    const link = box.querySelector("link")!;
    expect(Object.fromEntries([...link.attributes].map((attribute) => [attribute.name, attribute.value]))).toEqual({
      rel: "preload",
      as: "image",
      type: "image/avif",
      imagesrcset: files("avif")
        .map((f) => `${f.path} ${f.width}w`)
        .join(", "),
      imagesizes: sizes,
      fetchpriority: "high",
    });

    const plain = buildHead({ pathname: "/en/sap-services", title: "SAP", description: "AMS" });
    expect(plain.filter((tag) => "tagName" in tag && tag.rel === "preload")).toEqual([]);
  });
});
