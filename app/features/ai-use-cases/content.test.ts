import { describe, expect, it } from "vitest";
import energyDe from "#common/locales/de/use-cases/energy";
import energyEn from "#common/locales/en/use-cases/energy";
import logisticsDe from "#common/locales/de/use-cases/logistics";
import logisticsEn from "#common/locales/en/use-cases/logistics";
import manufacturingDe from "#common/locales/de/use-cases/manufacturing";
import manufacturingEn from "#common/locales/en/use-cases/manufacturing";
import retailDe from "#common/locales/de/use-cases/retail";
import retailEn from "#common/locales/en/use-cases/retail";
import type { Industry, UseCase } from "#common/locales/use-case";
import { useCaseIcons } from "./icons";
import { illustration } from "./illustrations";

const industries: Record<Industry, { de: UseCase[]; en: UseCase[] }> = {
  logistics: { de: logisticsDe, en: logisticsEn },
  retail: { de: retailDe, en: retailEn },
  energy: { de: energyDe, en: energyEn },
  manufacturing: { de: manufacturingDe, en: manufacturingEn },
};

const textFields = ["title", "subtitle", "persona", "personaRole", "story", "pain", "solution", "quote"] as const;

describe("AI use-case content", () => {
  it("logistics has its five cases in order: freight, delivery, tickets, inventory, returns", () => {
    expect(logisticsDe.map((c) => c.id)).toEqual(["freight", "delivery", "tickets", "inventory", "returns"]);
  });

  it("keys are unique across all four pages", () => {
    const keys = Object.values(industries).flatMap(({ de }) => de.map((c) => c.key));
    expect(new Set(keys).size).toBe(20);
  });

  for (const [industry, { de, en }] of Object.entries(industries)) {
    describe(industry, () => {
      it("has five cases with the same id, key, icon and image in both languages", () => {
        expect(de).toHaveLength(5);
        const shared = (c: UseCase) => ({ id: c.id, key: c.key, icon: c.icon, image: c.image });
        expect(en.map(shared)).toEqual(de.map(shared));
        expect(new Set(de.map((c) => c.id)).size).toBe(5);
        for (const c of de) {
          expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
          expect(c.key).toBe(`${industry}.${c.id}`);
          expect(useCaseIcons[c.icon]).toBeDefined();
          expect(illustration(c.image)).toMatchObject({ width: 640, height: 400 });
        }
        expect(new Set(de.map((c) => c.image)).size).toBe(5);
      });

      it("fills every field, with as many steps and benefits in English as in German", () => {
        for (const [index, c] of de.entries()) {
          const other = en[index]!;
          for (const field of textFields) {
            expect(c[field].trim(), `${c.key} de ${field}`).not.toBe("");
            expect(other[field].trim(), `${c.key} en ${field}`).not.toBe("");
          }
          expect(c.steps.length).toBeGreaterThanOrEqual(4);
          expect(other.steps).toHaveLength(c.steps.length);
          expect(c.benefits).toHaveLength(3);
          expect(other.benefits).toHaveLength(3);
          for (const text of [...c.steps, ...other.steps, ...[...c.benefits, ...other.benefits].map((b) => b.title)]) {
            expect(text.trim()).not.toBe("");
          }
        }
      });

      it("phrases every impact as an example, with non-breaking spaces inside figures", () => {
        for (const c of de) {
          for (const { impact } of c.benefits) {
            expect(impact, c.key).toMatch(/^z\.\u00a0B\. /);
            expect(impact, c.key).not.toMatch(/\d [%\p{L}]/u);
          }
        }
        for (const c of en) {
          for (const { impact } of c.benefits) {
            expect(impact, c.key).toMatch(/^e\.g\. /);
            expect(impact, c.key).not.toMatch(/\d \p{L}/u);
          }
        }
      });

      it("leaves quotation marks to the template", () => {
        for (const c of [...de, ...en]) {
          for (const text of [c.pain, c.quote]) expect(text, c.key).not.toMatch(/^["\u201e\u201c]|["\u201c\u201d]$/);
        }
      });
    });
  }
});
