import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots` (after `npm run build`): the gallery of docs/images/, taken in the same Chromium and against
// the same production server as the browser tests (e2e/global-setup.ts), but never part of `npm test`: its specs sit
// in screenshots/ and engine/screenshots/, outside playwright.config.ts's testMatch, and they check nothing but that each screen is ready.
export default defineConfig({
  ...base,
  testMatch: ['screenshots/*.spec.ts', 'engine/screenshots/*.spec.ts'],
  outputDir: 'test-results/screenshots',
  timeout: 300_000,
  // One worker: the pictures are taken one after the other on a shared machine, and each is written once.
  workers: 1,
  reporter: [['list']],
  use: { ...base.use, viewport: { width: 1280, height: 800 }, screenshot: 'off' },
});
