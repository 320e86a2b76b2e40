// Types of testSummary.mjs for its test; the module stays plain JavaScript so scripts/test.mjs runs with node alone.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export interface SkippedFile {
  file: string;
  skipped: number;
}
/** Passed, failed and skipped tests of a jest `--json` report, or null when there is none. */
export function jestCounts(report: unknown): Counts | null;
/** The same of a Playwright JSON report. */
export function playwrightCounts(report: unknown): Counts | null;
/** The files of a jest report with skipped tests, and how many each skipped. */
export function jestSkippedFiles(report: unknown): SkippedFile[];
/** The same of a Playwright report. */
export function playwrightSkippedFiles(report: unknown): SkippedFile[];
/** The sum of several counts. */
export function addCounts(...counts: Counts[]): Counts;
/** `N passed, N failed, N skipped`. */
export function summaryLine(counts: Counts): string;
