// Run by scripts/testSummary.test.ts in a jest of its own: each way a test passes, fails or is skipped.
const here = false;

describe('mixed', () => {
  it('passes', () => {});
  it('passes too', () => {});
  it('fails', () => {
    throw new Error('on purpose');
  });
  it.skip('is skipped', () => {});
  it.todo('is still to do');
  (here ? describe : describe.skip)('skipped on a condition', () => {
    it('one', () => {});
    it('two', () => {});
  });
});
