/**
 * docs/decisions/README.md lists every decision record with its status (current, or the later
 * records that changed it), and each row names the later records that say in their status line
 * that they amend, extend or supersede it: a new record without a row, or a row that forgets who
 * changed it, fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = fileURLToPath(new URL("../../docs/decisions", import.meta.url));
const index = readFileSync(join(dir, "README.md"), "utf8");
const records = readdirSync(dir).filter((file) => /^\d{4}-.+\.md$/.test(file) && !file.startsWith("0000"));
const rowOf = (number: string) => index.split("\n").find((line) => line.startsWith(`| [${number}](`)) ?? "";

describe("the decision records' index", () => {
  it("has a row for every record, linking to its file", () => {
    const missing = records.filter((file) => !rowOf(file.slice(0, 4)).includes(`](${file})`));
    expect(missing).toEqual([]);
  });

  it("gives each record a status: current, or the later records that changed it", () => {
    const wrong: string[] = [];
    for (const file of records) {
      const number = file.slice(0, 4);
      const status = rowOf(number).split("|").at(-2)?.trim() ?? "";
      const named = [...status.matchAll(/\b00\d\d\b/g)].map(([n]) => n);
      if (!status.startsWith("Current") && named.length === 0) wrong.push(`${number}: "${status}"`);
      for (const later of named) {
        if (later <= number || !records.some((r) => r.startsWith(later))) wrong.push(`${number}: names ${later}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names, on each record's row, the later records whose status line changes it", () => {
    const forgotten: string[] = [];
    for (const file of records) {
      const status = /^- Status: ([^\n]*(?:\n {2}[^\n]*)*)/m.exec(readFileSync(join(dir, file), "utf8"))?.[1] ?? "";
      for (const clause of status.matchAll(/(?:amends|supersedes|replaces|extends|follows)[^;)]*/g)) {
        for (const [earlier] of clause[0].matchAll(/\b00\d\d\b/g)) {
          if (earlier !== file.slice(0, 4) && !rowOf(earlier).includes(file.slice(0, 4))) {
            forgotten.push(`${earlier} ← ${file.slice(0, 4)}`);
          }
        }
      }
    }
    expect(forgotten).toEqual([]);
  });
});
