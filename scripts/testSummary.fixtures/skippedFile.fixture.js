// Run by scripts/testSummary.test.ts: a whole file skipped counts its tests.
describe.skip('a skipped file', () => {
  it('one', () => {});
  it('two', () => {});
});
