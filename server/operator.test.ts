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
  unverified: false,
  createdAt: new Date("2026-11-22T10:00:00Z"),
});

describe("lead export as CSV", () => {
  it("has one column per declared field, quotes every cell and doubles quotes", () => {
    const csv = leadsToCsv([lead({ serviceInterest: "ams", message: 'Er sagte "hallo",\nneue Zeile' })]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe(
      '"id","created_at","kind","language","page","spam","unverified","name","company","email","phone","interest","sapSystem",' +
        '"timeframe","message","serviceInterest","companySize","currentVersion","edition","activeUsers",' +
        '"customizations","datevIntegration","modules","painPoints","expectations","countryCode"',
    );
    expect(row).toContain('"Er sagte ""hallo"",\nneue Zeile"');
  });

  it("leaves the payload's copies of a field out (a contact lead's interest and expectations)", () => {
    const csv = leadsToCsv([lead({ serviceInterest: "ams", interest: "ams", expectations: "ams" })]);
    const [header = [], row = []] = csv.split("\r\n").map((line) => line.split(","));
    const cell = (column: string) => row[header.indexOf(`"${column}"`)];
    expect(cell("serviceInterest")).toBe('"ams"');
    expect(cell("interest")).toBe('""');
    expect(cell("expectations")).toBe('""');
  });

  it("neutralises spreadsheet formulas a visitor might type", () => {
    const csv = leadsToCsv([lead({}, '=HYPERLINK("http://evil.example")')]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
