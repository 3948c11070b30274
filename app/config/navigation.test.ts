import { describe, expect, it } from "vitest";
import { pages } from "#common/config/route-table";
import { isGroup, mainNav } from "./navigation";

const menuPages = pages.filter((page) => "menu" in page);
/** The menu's pages in the order a visitor reads them, the dropdowns' links in place. */
const readingOrder = mainNav.flatMap((item) => (isGroup(item) ? item.links.map((link) => link.page) : [item.page]));

describe("the header menu", () => {
  it("follows the route table: Private Equity, ERP, AI, About Us, Contact", () => {
    // A page added to the menu finds its place by the table; these keep theirs.
    const today = [
      "privateEquity",
      "sapSolutions",
      "odooAms",
      "aiLogistics",
      "aiRetail",
      "aiEnergy",
      "aiManufacturing",
      "visionValues",
      "contact",
    ];
    expect(readingOrder.filter((page) => today.includes(page))).toEqual(today);
    for (const item of mainNav.filter(isGroup)) {
      // A dropdown holds its pages in the table's order and stands where its first page does.
      const own = menuPages.filter((page) => page.menu === item.id).map((page) => page.id);
      expect(item.links.map((link) => link.page)).toEqual(own);
      const before = menuPages.slice(
        0,
        menuPages.findIndex((page) => page.id === own[0]),
      );
      expect(mainNav.indexOf(item)).toBe(
        new Set(before.map((page) => (page.menu === "main" ? page.id : page.menu))).size,
      );
    }
  });

  it("lists every page the route table puts in it, once, labelled nav.<id>", () => {
    const links = mainNav.flatMap((item) => (isGroup(item) ? item.links : [item]));
    expect(links.map((link) => link.page).sort()).toEqual(menuPages.map((page) => page.id).sort());
    for (const link of links) expect(link.label).toBe(`nav.${link.page}`);
  });
});
