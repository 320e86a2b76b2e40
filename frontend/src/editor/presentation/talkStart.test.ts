import { MapState } from '@mapa/model';
import { sampleDocument } from '../../testing/sampleDocument';
import { PresentationStore } from './PresentationStore';
import { forgetTalkStart, keepTalkStart, keptTalkStart } from './talkStart';

/** The browser's sessionStorage (jest runs in node, which has none): the Web Storage calls the module makes. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('the kept start of a talk (a reload of the presenting window resumes its timer)', () => {
  const now = 10_000_000_000;
  beforeAll(() =>
    Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true }),
  );
  afterAll(() => Reflect.deleteProperty(globalThis, 'sessionStorage'));

  it('without sessionStorage nothing is kept and nothing fails', () => {
    const storage = globalThis.sessionStorage;
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    keepTalkStart('m0', now);
    expect(keptTalkStart('m0', now)).toBeNull();
    Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
  });

  it('keeps the start per map until the talk is left; the store resumes from it', () => {
    keepTalkStart('m1', now - 65_000);
    expect(keptTalkStart('m1', now)).toBe(now - 65_000);
    expect(keptTalkStart('m2', now)).toBeNull();
    const presentation = new PresentationStore(
      () => MapState.fromDocument(sampleDocument()),
      () => now,
    );
    presentation.enter(null, keptTalkStart('m1', now));
    expect(presentation.startedAt).toBe(now - 65_000);
    presentation.enter(null, keptTalkStart('m2', now));
    expect(presentation.startedAt).toBe(now);
    forgetTalkStart('m1');
    expect(keptTalkStart('m1', now)).toBeNull();
  });

  it('ignores a start that cannot be this talk’s: garbage, in the future, or a day old', () => {
    sessionStorage.setItem('mapa-talk-started:m3', 'soon');
    expect(keptTalkStart('m3', now)).toBeNull();
    keepTalkStart('m3', now + 5_000);
    expect(keptTalkStart('m3', now)).toBeNull();
    keepTalkStart('m3', now - 25 * 60 * 60 * 1000);
    expect(keptTalkStart('m3', now)).toBeNull();
  });
});
