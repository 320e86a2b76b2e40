import { NavigatorStore, navigatorKey } from './NavigatorStore';

/** A Map-backed storage, as the language choice's tests use. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('NavigatorStore', () => {
  it('starts closed and remembers the choice per user', () => {
    const storage = memoryStorage();
    const ana = new NavigatorStore('ana', storage);
    expect(ana.open).toBe(false);
    ana.toggle();
    expect(ana.open).toBe(true);
    expect(storage.items.get(navigatorKey('ana'))).toBe('open');
    // Ana on another map: open again; Bruno and a visitor in the same browser: their own choice.
    expect(new NavigatorStore('ana', storage).open).toBe(true);
    expect(new NavigatorStore('bruno', storage).open).toBe(false);
    expect(new NavigatorStore(null, storage).open).toBe(false);
    ana.toggle();
    expect(new NavigatorStore('ana', storage).open).toBe(false);
  });

  it('still toggles when the browser forbids storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = new NavigatorStore('ana', broken);
    expect(store.open).toBe(false);
    store.toggle();
    expect(store.open).toBe(true);
    expect(new NavigatorStore('ana', undefined).open).toBe(false);
  });
});
