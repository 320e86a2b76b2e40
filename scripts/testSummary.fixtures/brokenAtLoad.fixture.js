// Run by scripts/testSummary.test.ts: a file that fails to load is one failure (its tests are never collected).
throw new Error('broken on purpose');
