// Run by scripts/testSummary.test.ts in a Playwright of its own (no browser: no test uses a page).
import { expect, test } from '@playwright/test';

test('passes', () => {});
test('fails', () => {
  expect(1).toBe(2);
});
test.skip('is skipped', () => {});
test.fixme('is to be fixed', () => {});

test.describe('skipped in beforeAll, as the cluster test is outside CI', () => {
  test.beforeAll(() => {
    test.skip(true, 'prerequisite missing');
  });
  test('one', () => {});
  test('two', () => {});
});
