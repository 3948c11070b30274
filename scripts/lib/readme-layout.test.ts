/**
 * The README's layout names every folder of app/, admin/, server/ and common/ (and every top-level
 * folder), so a newcomer finds what lives where; a folder added without a line fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { languages } from "../../common/config/route-table";

const root = fileURLToPath(new URL("../..", import.meta.url));
const readme = readFileSync(join(root, "README.md"), "utf8");
const layout = /## Layout\n\n```\n([\s\S]*?)```/.exec(readme)![1]!;

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);
}

/** A folder is named by its own name, or a language folder by `<lang>`. */
const named = (folder: string) => {
  const name = folder.split("/").at(-1)!;
  return (languages as readonly string[]).includes(name)
    ? layout.includes("<lang>/")
    : new RegExp(`(^|[\\s(/])${name}(/|\\b)`, "m").test(layout);
};

describe("the README's layout", () => {
  it("names every folder of app/, admin/, server/ and common/", () => {
    const tree = ["app", "admin", "server", "common"].flatMap((top) => [top, ...folders(join(root, top))]);
    const unnamed = tree.map((folder) => relative(root, join(root, folder))).filter((folder) => !named(folder));
    expect(unnamed).toEqual([]);
  });

  it("names every top-level folder but the ignored ones", () => {
    const ignored = readFileSync(join(root, ".gitignore"), "utf8")
      .split("\n")
      .map((line) => line.replace(/\/$/, ""));
    const topLevel = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !ignored.includes(entry.name))
      .map((entry) => entry.name);
    expect(topLevel.filter((folder) => !new RegExp(`^${folder}/`, "m").test(layout))).toEqual([]);
  });
});
