import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "./site";

const root = path.resolve(import.meta.dirname, "../..");

/** Product code: the site, the back office, the server and the scripts, not their tests. */
function productFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(file);
    return /\.(ts|tsx|mjs|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The file without its comments, which may name the brand as prose. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, "")
    .replace(/^\s*\/\/.*$/gm, "");

describe("the brand name", () => {
  it("comes from common/config/site.ts, not typed into product code (the copy may say it)", () => {
    const typed = ["app", "admin", "server", "scripts"]
      .flatMap(productFiles)
      .filter((file) => code(readFileSync(path.join(root, file), "utf8")).includes(site.brand));
    expect(typed).toEqual([]);
  });
});
