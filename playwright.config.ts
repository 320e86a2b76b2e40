import { defineConfig } from '@playwright/test';

// Browser tests run in Debian's Chromium (no browser download here). WebGL runs on SwiftShader.
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testMatch: ['e2e/**/*.spec.ts', 'engine/e2e/**/*.spec.ts'],
  outputDir: 'test-results/artifacts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two workers, each with its own production server and AI test server (e2e/global-setup.ts): spec files run two
  // at a time, tests within a file in order.
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
