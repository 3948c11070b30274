import { describe, expect, it } from "vitest";
import { leadsToCsv } from "./operator";

const lead = (payload: Record<string, unknown>, name = "Erika") => ({
  id: "1",
  kind: "contact",
  language: "de",
  pageContext: "/neutra-kontakt",
  name,
  company: "Stadtwerke",
  email: "erika@example.com",
  payload: { kind: "contact", name, company: "Stadtwerke", email: "erika@example.com", ...payload },
  spam: false,
  createdAt: new Date("2026-11-22T10:00:00Z"),
});

describe("lead export as CSV", () => {
  it("has one column per payload field, quotes every cell and doubles quotes", () => {
    const csv = leadsToCsv([lead({ serviceInterest: "ams", message: 'Er sagte "hallo",\nneue Zeile' })]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      '"id","created_at","kind","language","page","spam","name","company","email","serviceInterest","message"',
    );
    expect(row).toContain('"Er sagte ""hallo"",\nneue Zeile"');
  });

  it("neutralises spreadsheet formulas a visitor might type", () => {
    const csv = leadsToCsv([lead({}, '=HYPERLINK("http://evil.example")')]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
