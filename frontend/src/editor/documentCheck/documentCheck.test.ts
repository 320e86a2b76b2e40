import { checkDocument, INLINE_CHECK_MAX_RECORDS } from './documentCheck';

const node = (i: number, textSize = 12) => ({ position: { x: i, y: 0 }, data: { id: `n${i}`, textSize } });
const text = (count: number, broken = -1) =>
  JSON.stringify({
    nodes: Array.from({ length: count }, (_, i) => node(i, i === broken ? -3 : 12)),
    edges: [],
  });

describe('checkDocument', () => {
  it('checks a small document at once, naming what failed', () => {
    expect(checkDocument(text(3), 3, null)).toEqual({ done: true, error: null });
    const failed = checkDocument(text(3, 1), 3, null);
    expect(failed).toMatchObject({ done: true, error: { path: 'nodes[1].data.textSize' } });
  });

  it('checks a big document later where no worker can start, after the current task', async () => {
    const size = INLINE_CHECK_MAX_RECORDS + 1;
    const check = checkDocument(text(size, 900), size, null);
    if (check.done) throw new Error('a big document must not be checked at once');
    await expect(check.result).resolves.toMatchObject({ path: 'nodes[900].data.textSize' });
    const fine = checkDocument(text(size), size, () => {
      throw new Error('no workers here');
    });
    if (fine.done) throw new Error('a big document must not be checked at once');
    await expect(fine.result).resolves.toBeNull();
  });

  it("starts a big document's worker only once `after` settles (the map's first frame), fulfilled or not", async () => {
    const size = INLINE_CHECK_MAX_RECORDS + 1;
    for (const settle of ['resolve', 'reject'] as const) {
      let started = 0;
      const startWorker = () => {
        started++;
        throw new Error('no workers here'); // then checked on the main thread, as without a worker
      };
      let release!: () => void;
      const after = new Promise<void>((resolve, reject) => {
        release = settle === 'resolve' ? resolve : () => reject(new Error('no frame'));
      });
      const check = checkDocument(text(size, 7), size, startWorker, after);
      if (check.done) throw new Error('a big document must not be checked at once');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started).toBe(0);
      release();
      await expect(check.result).resolves.toMatchObject({ path: 'nodes[7].data.textSize' });
      expect(started).toBe(1);
    }
  });
});
