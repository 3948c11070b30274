import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckList } from "./check-list";

describe("CheckList", () => {
  it("lists the points in order, each after a mark that assistive technology skips", () => {
    render(<CheckList aria-label="Inklusive" points={["Audit", "Migration"]} itemClassName="text-ink-700" />);
    const items = within(screen.getByRole("list", { name: "Inklusive" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Audit", "Migration"]);
    for (const item of items) expect(item.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("keeps the caller's classes and attributes and sets the mark by text size, tone and weight", () => {
    render(
      <CheckList
        data-feature-list=""
        className="mt-8 grid gap-4"
        points={["Audit"]}
        itemClassName="leading-relaxed text-ink-100"
        itemProps={{ "data-audience-item": "" }}
        text="sm"
        tone="dark"
        bold
      />,
    );
    const list = screen.getByRole("list");
    expect(list).toHaveAttribute("class", "mt-8 grid gap-4");
    expect(list).toHaveAttribute("data-feature-list", "");
    const item = screen.getByRole("listitem");
    expect(item).toHaveAttribute("class", "flex gap-3 leading-relaxed text-ink-100");
    expect(item).toHaveAttribute("data-audience-item", "");
    const mark = item.querySelector("svg")!;
    expect(mark.getAttribute("class")).toContain("mt-0.5 size-4 shrink-0 text-accent-300");
    expect(mark).toHaveAttribute("stroke-width", "2.5");
  });
});
