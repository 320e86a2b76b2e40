import { isTypingTarget, shortcutFor } from './shortcuts';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcutFor', () => {
  it.each([
    [key('z', { ctrlKey: true }), 'undo'],
    [key('z', { metaKey: true }), 'undo'],
    [key('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    [key('z', { metaKey: true, shiftKey: true }), 'redo'],
    [key('y', { ctrlKey: true }), 'redo'],
    [key('Delete'), 'delete'],
    [key('Backspace'), 'delete'],
    [key('c', { ctrlKey: true }), 'copy'],
    [key('c', { metaKey: true }), 'copy'],
    [key('v', { ctrlKey: true }), 'paste'],
    [key('v', { metaKey: true }), 'paste'],
    [key('f', { ctrlKey: true }), 'search'],
    [key('k', { metaKey: true }), 'search'],
    [key('n'), 'newNode'],
    [key('N'), 'newNode'],
    [key('Escape'), 'clearSelection'],
    [key('Tab'), 'addChild'],
    [key('Enter'), 'addSibling'],
    [key('ArrowLeft'), 'selectLeft'],
    [key('ArrowRight'), 'selectRight'],
    [key('ArrowUp'), 'selectUp'],
    [key('ArrowDown'), 'selectDown'],
  ])('%o → %s', (event, action) => {
    expect(shortcutFor(event)).toBe(action);
  });

  it.each([
    key('z'),
    key('y'),
    key('z', { altKey: true, ctrlKey: true }),
    key('y', { ctrlKey: true, shiftKey: true }),
    key('a'),
    key('n', { ctrlKey: true }),
    key('Tab', { shiftKey: true }),
    key('k', { ctrlKey: true }),
    key('ArrowLeft', { ctrlKey: true }),
  ])('%o → nothing', (event) => {
    expect(shortcutFor(event)).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is false for no target and for non-elements', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({} as EventTarget)).toBe(false);
  });

  it('is true inside inputs and content-editable elements', () => {
    const input = { isContentEditable: false, closest: (sel: string) => (sel.includes('input') ? {} : null) };
    expect(isTypingTarget(input as unknown as EventTarget)).toBe(true);
    const editable = { isContentEditable: true, closest: () => null };
    expect(isTypingTarget(editable as unknown as EventTarget)).toBe(true);
  });
});
