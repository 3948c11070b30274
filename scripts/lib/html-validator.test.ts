/**
 * `npm run validate:html` refuses a required select without an empty placeholder option, which
 * html-validate's presets let through (the W3C checker reports it).
 */
import { describe, expect, it } from "vitest";
import { htmlValidator } from "./html-validator";

async function errors(body: string): Promise<string[]> {
  const html = `<!doctype html><html lang="de"><head><title>Formular</title></head><body><main><label for="s">Vorwahl</label>${body}</main></body></html>`;
  const report = await htmlValidator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("HTML validation of selects", () => {
  it.each([
    ['<select id="s" name="s" required><option value="+49">+49 DE</option></select>'],
    ['<select id="s" name="s" required><option>Bitte wählen</option><option value="a">A</option></select>'],
    ['<select id="s" name="s" required><optgroup label="G"><option value="">-</option></optgroup></select>'],
    ['<select id="s" name="s" required size="1"><option value="a">A</option></select>'],
  ])("refuses %s", async (select) => {
    expect(await errors(select)).toEqual(["neutra/required-select-placeholder"]);
  });

  it.each([
    [
      '<select id="s" name="s" required><option value="">Bitte wählen</option><option value="+49" selected>+49 DE</option></select>',
    ],
    ['<select id="s" name="s" required><option></option><option value="a">A</option></select>'],
    ['<select id="s" name="s"><option value="a">A</option></select>'],
    ['<select id="s" name="s" required multiple><option value="a">A</option></select>'],
    ['<select id="s" name="s" required size="2"><option value="a">A</option><option value="b">B</option></select>'],
  ])("accepts %s", async (select) => {
    expect(await errors(select)).toEqual([]);
  });
});
