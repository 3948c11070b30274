import { afterEach, describe, expect, it, vi } from "vitest";
import { copyFile, languages, pages } from "#common/config/route-table";

/** Every locale file's shipped messages, by path. */
const copies = import.meta.glob<{ nav?: string }>("../../common/locales/*/*.ts", { eager: true, import: "default" });

const menuPages = pages.filter((page) => "menu" in page);

afterEach(() => {
  globalThis.__SITE_CONTENT__ = undefined;
  vi.resetModules();
});

describe("the shell's copy", () => {
  it("labels each menu page's link with the label its own copy declares", async () => {
    const { shellCopy } = await import("./shell-copy");
    for (const lang of languages) {
      for (const { id } of menuPages) {
        const own = copies[`../../common/locales/${lang}/${copyFile(id)}.ts`]?.nav;
        expect(own, `${lang} ${id}`).toEqual(expect.any(String));
        expect(shellCopy[lang].nav[id]).toBe(own);
      }
    }
  });

  it("shows the owner's published edit of a menu label, made in the page's copy", async () => {
    globalThis.__SITE_CONTENT__ = { texts: { en: { "odoo-ams": { nav: "Odoo care" } } } };
    vi.resetModules();
    const { shellCopy } = await import("./shell-copy");
    expect(shellCopy.en.nav.odooAms).toBe("Odoo care");
    expect(shellCopy.de.nav.odooAms).toBe(copies["../../common/locales/de/odoo-ams.ts"]?.nav);
  });
});
