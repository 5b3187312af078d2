/**
 * Accessibility check for end-to-end tests: runs axe on the current page and fails on any violation
 * whose impact is serious or critical (the project's bar; minor and moderate findings are reported
 * by axe but tolerated).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const BLOCKING = new Set(["serious", "critical"]);

/** Asserts that axe finds no serious or critical violation on `page`, listing each one found otherwise. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast or dialog mid-transition is drawn half transparent, which axe reads as low contrast: check the
  // page as the user settles on it, once its finite CSS animations and transitions have finished (a
  // spinner's endless one never does).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // A live screen refreshed by the server while axe reads it was once caught between two renders of its
  // metadata, with no <title> (a lead page, right after a texted answer arrived): wait for the title, which
  // axe's document-title rule requires anyway, so a page without one still fails here.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact && BLOCKING.has(violation.impact))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}
