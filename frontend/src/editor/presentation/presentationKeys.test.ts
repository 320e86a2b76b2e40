import { PRESENTATION_KEYS, presentationKeyAction } from './presentationKeys';

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

  it('opens the keys help with ?, typed with or without Shift', () => {
    expect(press('?')).toBe('help');
  });

  it('lists every action with the keys that do it, for the help', () => {
    const listed = Object.fromEntries(PRESENTATION_KEYS.map(({ action, keys }) => [action, keys]));
    expect(listed.next).toEqual(['arrowright', 'arrowdown', ' ', 'pagedown']);
    expect(listed.leave).toEqual(['escape']);
    expect(listed.help).toEqual(['?']);
    // Each listed key does what its row says.
    for (const { action, keys } of PRESENTATION_KEYS) for (const key of keys) expect(press(key)).toBe(action);
    // Every action once (the e2e test reads the dialog's order).
    expect(new Set(PRESENTATION_KEYS.map((row) => row.action)).size).toBe(PRESENTATION_KEYS.length);
  });

  it('leaves other keys and the browser’s own shortcuts alone', () => {
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press('f', { ctrlKey: true })).toBeNull();
    expect(press('ArrowLeft', { altKey: true })).toBeNull();
    expect(press('k', { metaKey: true })).toBeNull();
  });
});
