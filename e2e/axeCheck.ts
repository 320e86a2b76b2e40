// Issue #12: axe-core, asked for WCAG 2 A/AA, on the page as it is (accessibility and dark-mode specs).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical WCAG 2 A/AA violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + (process.env.AXE_DEBUG ? ` {${n.any[0]?.message ?? ''}} ${n.html.slice(0, 120)}` : '')).join(' | ')}`,
    );
}

/** Checks the page softly, so one run lists every failing screen, not only the first. */
export async function check(page: Page, screen: string): Promise<void> {
  expect.soft(await seriousViolations(page), screen).toEqual([]);
}
