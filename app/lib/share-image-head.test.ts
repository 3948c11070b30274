import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  globalThis.__SITE_CONTENT__ = undefined;
  vi.resetModules();
});

/** The head of a page rendered with these share images laid in, as the server lays them in. */
async function headWith(files: Record<string, unknown>, pathname: string) {
  globalThis.__SITE_CONTENT__ = { facts: { shareImageFiles: { files } } };
  vi.resetModules();
  const { buildHead } = await import("./page-head");
  const head = buildHead({ pathname, title: "SAP-Services", description: "AMS und S/4HANA" });
  const meta = (property: string) =>
    (head.find((tag) => "property" in tag && tag.property === property) as { content: string } | undefined)?.content;
  return { image: meta("og:image"), type: meta("og:image:type"), alt: meta("og:image:alt") };
}

const sap = { path: "/media/AAAAAAAAAAAAAAAAAAAAAA-og.jpg", alt: { de: "Leitwarte", en: "Control room" } };
const site = { path: "/media/BBBBBBBBBBBBBBBBBBBBBB-og.jpg", alt: { de: "", en: "" } };

describe("a page's share image", () => {
  it("is the image the owner chose for the page, with its alt text in the page's language", async () => {
    const head = await headWith({ sapSolutions: sap, site }, "/en/sap-services");
    expect(head.image).toMatch(/\/media\/AAAAAAAAAAAAAAAAAAAAAA-og\.jpg$/);
    expect(head).toMatchObject({ type: "image/jpeg", alt: "Control room" });
  });

  it("is the site's image for a page without its own; without alt text, the page's title stands in", async () => {
    const head = await headWith({ sapSolutions: sap, site }, "/odoo-ams");
    expect(head.image).toMatch(/\/media\/BBBBBBBBBBBBBBBBBBBBBB-og\.jpg$/);
    expect(head.alt).toBe("SAP-Services | Neutra Tech");
  });

  it("is the title card rendered for the page when none is chosen", async () => {
    const head = await headWith({}, "/sap-services");
    expect(head.image).toMatch(/\/og\/.+\.png$/);
    expect(head.type).toBe("image/png");
  });
});
