import { ShortCache } from './shortCache';

/** A clock the test moves, and a lookup that counts its calls. */
function setup(ttlMs = 5_000, maxEntries?: number) {
  let now = 1_000_000;
  const cache = new ShortCache<string>(ttlMs, maxEntries, () => now);
  const calls: string[] = [];
  const load = (key: string, value: string | undefined, until?: number) => () => {
    calls.push(key);
    return Promise.resolve(value === undefined ? undefined : { value, until });
  };
  return { cache, calls, load, advance: (ms: number) => (now += ms), at: () => now };
}

describe('ShortCache', () => {
  it('answers from memory until the time is up, then looks up again', async () => {
    const { cache, calls, load, advance } = setup();
    expect(await cache.get('a', load('a', 'one'))).toBe('one');
    advance(4_999);
    expect(await cache.get('a', load('a', 'two'))).toBe('one');
    advance(1);
    expect(await cache.get('a', load('a', 'two'))).toBe('two');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never keeps a miss or a failure', async () => {
    const { cache, calls, load } = setup();
    expect(await cache.get('a', load('a', undefined))).toBeUndefined();
    await expect(cache.get('a', () => Promise.reject(new Error('no access')))).rejects.toThrow('no access');
    expect(await cache.get('a', load('a', 'found'))).toBe('found');
    expect(calls).toEqual(['a', 'a']);
    expect(cache.size).toBe(1);
  });

  it('keeps a value no longer than its own end', async () => {
    const { cache, load, advance, at } = setup();
    await cache.get('a', load('a', 'ends soon', at() + 1_000));
    advance(1_000);
    expect(await cache.get('a', load('a', 'again'))).toBe('again');
  });

  it('forgets a key, or the keys a test picks, at once', async () => {
    const { cache, calls, load } = setup();
    await cache.get('m1 u1', load('m1 u1', 'reader'));
    await cache.get('m1 u2', load('m1 u2', 'editor'));
    await cache.get('m2 u1', load('m2 u1', 'owner'));
    cache.forgetWhere((key) => key.startsWith('m1 '));
    expect(await cache.get('m1 u1', load('m1 u1', 'none left'))).toBe('none left');
    expect(await cache.get('m2 u1', load('m2 u1', 'changed'))).toBe('owner');
    cache.forget('m2 u1');
    expect(await cache.get('m2 u1', load('m2 u1', 'changed'))).toBe('changed');
    expect(calls).toEqual(['m1 u1', 'm1 u2', 'm2 u1', 'm1 u1', 'm2 u1']);
  });

  it('does not keep what a lookup read before a forget that happened while it ran', async () => {
    const { cache, calls, load } = setup();
    let finish!: (value: { value: string }) => void;
    const slow = cache.get('a', () => new Promise((resolve) => (finish = resolve)));
    cache.forget('a'); // the role changed while the old one was being read
    finish({ value: 'stale' });
    expect(await slow).toBe('stale'); // that request saw the database as it was
    expect(await cache.get('a', load('a', 'fresh'))).toBe('fresh');
    expect(calls).toEqual(['a']);
  });

  it('holds at most its number of entries, dropping the expired, then the oldest', async () => {
    const { cache, load, advance } = setup(5_000, 3);
    await cache.get('a', load('a', '1'));
    advance(3_000);
    await cache.get('b', load('b', '2'));
    await cache.get('c', load('c', '3'));
    advance(2_000); // 'a' has expired
    await cache.get('d', load('d', '4'));
    expect(cache.size).toBe(3);
    await cache.get('e', load('e', '5')); // all live: 'b', the oldest, goes
    expect(cache.size).toBe(3);
    expect(await cache.get('b', load('b', 'looked up'))).toBe('looked up');
    expect(await cache.get('e', load('e', 'looked up'))).toBe('5');
  });
});
