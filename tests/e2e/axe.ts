import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/**
 * axe's experimental rules run too (label-content-name-mismatch among them: a voice-control user
 * says what they see, so a control's name must contain its visible text).
 */
const allRulesOn = {
  rules: Object.fromEntries(axe.getRules(["experimental"]).map(({ ruleId }) => [ruleId, { enabled: true }])),
};

/**
 * axe on the page, or only inside `include` (a dialog: the page behind it may still be fading in).
 * Fades (scroll reveal, dialogs) must be over first, or contrast is measured mid-transition; a
 * reveal starts one frame after its section scrolls in, so two frames pass before the check.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  // Legacy mode runs axe in the page and its same-origin frames, without the blank page the
  // default mode opens to merge frame results: the same findings (a cross-origin frame is a
  // stubbed third party here), in half the time, which is most of this suite's time.
  const builder = new AxeBuilder({ page }).options(allRulesOn).setLegacyMode(true);
  const axe = await (include ? builder.include(include) : builder).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
