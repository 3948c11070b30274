import { describe, expect, it } from "vitest";
import { pages } from "#common/config/route-table";
import { isGroup, mainNav } from "./navigation";

describe("the header menu", () => {
  it("follows the route table: Private Equity, ERP, AI, About Us, Contact", () => {
    expect(mainNav.map((item) => (isGroup(item) ? [item.id, item.links.map((link) => link.page)] : item.page))).toEqual(
      [
        "privateEquity",
        ["erp", ["sapSolutions", "odooAms"]],
        ["ai", ["aiLogistics", "aiRetail", "aiEnergy", "aiManufacturing"]],
        "visionValues",
        "contact",
      ],
    );
  });

  it("lists every page the route table puts in it, once, labelled nav.<id>", () => {
    const links = mainNav.flatMap((item) => (isGroup(item) ? item.links : [item]));
    expect(links.map((link) => link.page).sort()).toEqual(
      pages.flatMap((page) => ("menu" in page ? [page.id] : [])).sort(),
    );
    for (const link of links) expect(link.label).toBe(`nav.${link.page}`);
  });
});
