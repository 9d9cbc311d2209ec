import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's transitions to end (a dialog fading in is half transparent, and its
 * colours then fail a contrast check they pass once shown). Endless ones (a spinner) are left.
 */
async function transitionsDone(page: Page) {
  // A dialog opened by the last click starts its transition a frame or two after it is mounted.
  await page.waitForTimeout(60);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Fails on any serious or critical axe violation of the page as it is once it stands still. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await transitionsDone(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}
