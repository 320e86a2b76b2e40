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
    [key('z'), null],
    [key('Backspace', { ctrlKey: true }), null],
    [key('z', { ctrlKey: true, altKey: true }), null],
  ])('%j -> %s', (event, expected) => {
    expect(shortcutFor(event)).toBe(expected);
  });
});

describe('isTypingTarget', () => {
  const element = (matches: boolean, isContentEditable = false) =>
    ({ isContentEditable, closest: () => (matches ? {} : null) }) as unknown as EventTarget;

  it('is true inside fields and editable content, false elsewhere', () => {
    expect(isTypingTarget(element(true))).toBe(true);
    expect(isTypingTarget(element(false, true))).toBe(true);
    expect(isTypingTarget(element(false))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
