import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css";

const css = [
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2")}',
  ":focus-visible{outline:2px solid red}",
  "::selection{background:gold}",
  ".text-lg{font-size:1.125rem}",
  ".text-9xl{font-size:8rem}",
  "@media (width>=48rem){.md\\:text-xl{font-size:1.25rem}.md\\:text-9xl{font-size:8rem}}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ":where(.divide-y>:not(:last-child)){border-bottom-width:1px}",
  ":where(.space-y-4>:not(:last-child)){margin-bottom:1rem}",
  "html[data-lazy-layout] :is(main section~section,footer){content-visibility:auto}",
  "body[data-lazy-layout] p{color:red}",
].join("");

const page = `<!DOCTYPE html><html lang="de"><head><title>t</title></head><body>
<p class="text-lg md:text-xl hover:underline">Text</p>
<a class="[&amp;_svg]:size-4" href="/"><svg></svg></a>
<div class="divide-y"><p>a</p><p>b</p></div>
</body></html>`;

describe("criticalCss", () => {
  it("keeps the rules the page's elements match, in any state or width, and drops the rest", async () => {
    const critical = await criticalCss(page, css);
    for (const kept of [
      ".text-lg{",
      ".md\\:text-xl{",
      "@media (width>=48rem)",
      ".\\[\\&_svg\\]\\:size-4 svg{", // the class is written `[&amp;_svg]` in the HTML
      ".hover\\:underline:hover{",
      ":where(.divide-y>:not(:last-child)){",
    ]) {
      expect(critical).toContain(kept);
    }
    for (const dropped of [".text-9xl{", ".md\\:text-9xl{", ":where(.space-y-4"])
      expect(critical).not.toContain(dropped);
  });

  it("always keeps the fonts, the focus ring and the selection colour", async () => {
    const critical = await criticalCss(page, css);
    expect(critical).toContain("@font-face{font-family:Inter Variable");
    expect(critical).toContain(":focus-visible{outline:2px solid red}");
    expect(critical).toContain("::selection{background:gold}");
  });

  it("keeps a rule on a mark that a script sets on <html> before the first paint, which no prerendered page has", async () => {
    const critical = await criticalCss(page, css);
    expect(critical).toContain("html[data-lazy-layout] :is(main section~section,footer){content-visibility:auto}");
    expect(critical).not.toContain("body[data-lazy-layout]");
  });
});

describe("criticalCss and the page controls", () => {
  const stateCss = [
    ".aria-expanded\\:bg-ink-900\\/5[aria-expanded=true]{background:gray}",
    ".aria-expanded\\:bg-ink-900\\/50[aria-expanded=true]{background:black}",
    ".group-aria-expanded\\:rotate-180:is(:where(.group)[aria-expanded=true] *){rotate:180deg}",
    ".aria-selected\\:bg-white[aria-selected=true]{background:white}",
    ":root:has(dialog:modal){overflow:hidden}",
  ].join("");
  const closed = `<!DOCTYPE html><html lang="de"><head><title>t</title></head><body>
<button class="group aria-expanded:bg-ink-900/5" aria-expanded="false"><svg class="group-aria-expanded:rotate-180"></svg></button>
</body></html>`;

  it("keeps the open state's rules of the page's classes, which its closed HTML does not match", async () => {
    const critical = await criticalCss(closed, stateCss);
    expect(critical).toContain(".aria-expanded\\:bg-ink-900\\/5[aria-expanded=true]{");
    expect(critical).toContain(".group-aria-expanded\\:rotate-180:is(");
    expect(critical).toContain(":root:has(dialog:modal){overflow:hidden}");
    for (const dropped of [".aria-expanded\\:bg-ink-900\\/50", ".aria-selected\\:bg-white"])
      expect(critical).not.toContain(dropped);
  });
});
