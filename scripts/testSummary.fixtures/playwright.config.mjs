// The Playwright of scripts/testSummary.test.ts: this folder's *.pw.mjs only, one worker, a JSON report.
export default { testDir: '.', testMatch: '*.pw.mjs', workers: 1, retries: 0, reporter: 'json' };
