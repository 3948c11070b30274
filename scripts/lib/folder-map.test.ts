/**
 * The folder map of docs/architecture.md ("Layout") names every folder of app/, admin/, server/ and
 * common/, and every top-level folder, each by its whole path, and names nothing that is not there:
 * a folder added, moved or removed without its line fails here. A line of the map is an entry when
 * it starts left of the descriptions' column, indented two spaces per level below the folder that
 * holds it; a name ending in "/" is a folder, any other a file; `<lang>/` stands for each language.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { languages } from "../../common/config/route-table";

const root = fileURLToPath(new URL("../..", import.meta.url));
const doc = "docs/architecture.md";

/** The first code block after the "## Layout" heading. */
function layoutBlock(markdown: string): string {
  const block = /^## Layout\n[\s\S]*?^```\n([\s\S]*?)^```/m.exec(markdown)?.[1];
  if (!block) throw new Error(`${doc} has no code block under "## Layout"`);
  return block;
}

interface FolderMap {
  /** Whole paths, folders without their trailing slash: "server/render", "common/locales/<lang>". */
  folders: Set<string>;
  files: Set<string>;
  /** Lines that are neither an entry nor a description (odd indentation, a level skipped). */
  malformed: string[];
}

export function parseFolderMap(block: string): FolderMap {
  const lines = block.split("\n").filter((line) => line.trim());
  // The descriptions start where the first entry's does: anything indented that far describes.
  const column = /^\S+ +/.exec(lines[0] ?? "")?.[0].length ?? 0;
  const map: FolderMap = { folders: new Set(), files: new Set(), malformed: [] };
  const parents: string[] = [];
  for (const line of lines) {
    const indent = /^ */.exec(line)![0].length;
    if (indent >= column) continue;
    const name = /^ *(\S+)/.exec(line)![1]!;
    const depth = indent / 2;
    if (!Number.isInteger(depth) || depth > parents.length) {
      map.malformed.push(line);
      continue;
    }
    const path = [...(depth ? [parents[depth - 1]] : []), name.replace(/\/$/, "")].join("/");
    parents.length = depth;
    if (name.endsWith("/")) {
      map.folders.add(path);
      parents.push(path);
    } else map.files.add(path);
  }
  return map;
}

/** A documented path for every language: `<lang>` replaced by each. */
const perLanguage = (path: string) =>
  path.includes("<lang>") ? languages.map((lang) => path.replace("<lang>", lang)) : [path];

/** Every folder below `dir`, as paths relative to the root. */
function folders(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [`${dir}/${entry.name}`, ...folders(`${dir}/${entry.name}`)]);
}

const map = parseFolderMap(layoutBlock(readFileSync(join(root, doc), "utf8")));
const documented = new Set([...map.folders].flatMap(perLanguage));

describe("the folder map of docs/architecture.md", () => {
  it("has only entries and their descriptions", () => {
    expect(map.malformed).toEqual([]);
  });

  it("names every folder of app/, admin/, server/ and common/ by its whole path", () => {
    const tree = ["app", "admin", "server", "common"].flatMap((top) => [top, ...folders(top)]);
    expect(tree.filter((folder) => !documented.has(folder))).toEqual([]);
  });

  it("names every top-level folder but the hidden and ignored ones", () => {
    const ignored = readFileSync(join(root, ".gitignore"), "utf8")
      .split("\n")
      .map((line) => line.replace(/\/$/, ""));
    const topLevel = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !ignored.includes(entry.name))
      .map((entry) => entry.name);
    expect(topLevel.filter((folder) => !documented.has(folder))).toEqual([]);
  });

  it("names only folders and files that exist", () => {
    const isDir = (path: string) => existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();
    const isFile = (path: string) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();
    expect([...map.folders].flatMap(perLanguage).filter((path) => !isDir(path))).toEqual([]);
    expect([...map.files].flatMap(perLanguage).filter((path) => !isFile(path))).toEqual([]);
  });
});

describe("reading a folder map", () => {
  const block = [
    "app/        the site",
    "  render/   a folder of the site",
    "            its description goes on",
    "server/     the server",
    "  db/       the database",
    "    meta/   its journal",
    "  main.ts   a file",
    "   odd/     three spaces",
    "",
  ].join("\n");

  it("knows a folder by its whole path, not by its last name", () => {
    const { folders: named, files } = parseFolderMap(block);
    expect([...named]).toEqual(["app", "app/render", "server", "server/db", "server/db/meta"]);
    expect(named.has("server/render")).toBe(false);
    expect([...files]).toEqual(["server/main.ts"]);
  });

  it("reports a line indented off the levels", () => {
    expect(parseFolderMap(block).malformed).toEqual(["   odd/     three spaces"]);
  });
});
