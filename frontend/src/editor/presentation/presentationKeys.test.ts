import { presentationKeyAction } from './presentationKeys';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  presentationKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('presentation keys', () => {
  it('walks forward with → ↓ Space PageDown and back with ← ↑ PageUp', () => {
    expect(['ArrowRight', 'ArrowDown', ' ', 'PageDown'].map((key) => press(key))).toEqual([
      'next',
      'next',
      'next',
      'next',
    ]);
    expect(['ArrowLeft', 'ArrowUp', 'PageUp'].map((key) => press(key))).toEqual([
      'previous',
      'previous',
      'previous',
    ]);
  });

  it('maps Home, End, Escape, F, B, K and S, in either case', () => {
    expect(['Home', 'End', 'Escape', 'f', 'B', 'k', 'S'].map((key) => press(key))).toEqual([
      'first',
      'last',
      'leave',
      'fullscreen',
      'blank',
      'laser',
      'speakerView',
    ]);
  });

  it('leaves other keys and the browser’s own shortcuts alone', () => {
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('f', { ctrlKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
    expect(press('k', { metaKey: true })).toBeNull();
  });
});
