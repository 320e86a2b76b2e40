// The counts behind the last line of `npm test` (scripts/test.mjs), read from the JSON reports of jest and
// Playwright. Its own module so that scripts/testSummary.test.ts can feed it real reports.

/**
 * Passed, failed and skipped tests of a jest `--json` report, or null when there is none (jest crashed).
 * A suite that fails to load counts as one failure (its tests were never collected). Skipped is every test jest
 * did not run: `it.skip`, the tests of a `describe.skip` (a skipped file is its tests), `it.todo`.
 */
export function jestCounts(report) {
  if (!report || typeof report.numPassedTests !== 'number') return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * The same of a Playwright JSON report, or null when there is none. A flaky test (passed on a retry) passed; an
 * error outside any test (global setup, a file that fails to load) is one failure; `test.skip`, `test.fixme` and
 * the tests a failed `beforeAll` kept from running are skipped.
 */
export function playwrightCounts(report) {
  if (!report?.stats) return null;
  const { expected, unexpected, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0), skipped };
}

/** The files of a jest report with skipped tests, and how many each skipped (so a summary can name them). */
export function jestSkippedFiles(report) {
  return (report?.testResults ?? [])
    .map((file) => ({
      file: file.name,
      skipped: file.assertionResults.filter((t) => t.status === 'pending' || t.status === 'todo').length,
    }))
    .filter((f) => f.skipped > 0);
}

/** The same of a Playwright report (files as Playwright names them, relative to its test directory). */
export function playwrightSkippedFiles(report) {
  const perFile = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const skipped = spec.tests.filter((t) => t.status === 'skipped').length;
      if (skipped > 0) perFile.set(here, (perFile.get(here) ?? 0) + skipped);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, undefined);
  return [...perFile].map(([file, skipped]) => ({ file, skipped }));
}

/** The sum of several counts. */
export function addCounts(...counts) {
  return counts.reduce(
    (sum, c) => ({
      passed: sum.passed + c.passed,
      failed: sum.failed + c.failed,
      skipped: sum.skipped + c.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** `N passed, N failed, N skipped`: the last line of `npm test`, which .ci/run looks for. */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}
