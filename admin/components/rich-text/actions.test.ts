import { describe, expect, it } from "vitest";
import adminDe from "#common/locales/de/admin";
import adminEn from "#common/locales/en/admin";
import { ariaKeys, formattingActions, labelKey, shownKeys, tableActions } from "./actions";

const words = { mod: "Strg", shift: "Umschalt", alt: "Alt" };

describe("the toolbar's shortcuts", () => {
  it("are written for aria-keyshortcuts with Control, or Meta on a Mac", () => {
    expect(ariaKeys(["Mod", "Shift", "8"], false)).toBe("Control+Shift+8");
    expect(ariaKeys(["Mod", "Alt", "2"], true)).toBe("Meta+Alt+2");
  });

  it("are shown in the back office's words, or with the Mac's symbols", () => {
    expect(shownKeys(["Mod", "Shift", "Z"], words, false)).toBe("Strg+Umschalt+Z");
    expect(shownKeys(["Mod", "Alt", "0"], words, true)).toBe("⌘⌥0");
  });

  it("exist once per action, each with its label in the copy", () => {
    const ids = [...formattingActions({ openLink: () => {}, openImage: () => {} }), ...tableActions].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(labelKey("deleteRow")).toBe("richText.table.deleteRow");
    const at = (copy: object, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], copy);
    for (const id of ids) {
      expect(at(adminDe, labelKey(id)), id).toEqual(expect.any(String));
      expect(at(adminEn, labelKey(id)), id).toEqual(expect.any(String));
    }
  });
});
