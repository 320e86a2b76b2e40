import en from '../../i18n/en.json';
import pt from '../../i18n/pt-BR.json';
import { isTypingTarget, SHORTCUTS, shortcutFor } from './shortcuts';

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
    [key('c'), 'connect'],
    [key('F2'), 'openPanel'],
    [key('F10', { shiftKey: true }), 'contextMenu'],
    [key('ContextMenu'), 'contextMenu'],
    [key('?', { shiftKey: true }), 'help'],
    [key('?'), 'help'],
  ])('%o → %s', (event, action) => {
    expect(shortcutFor(event)).toEqual({ action });
  });

  it.each([
    [key('ArrowLeft'), 'select', 'left'],
    [key('ArrowRight'), 'select', 'right'],
    [key('ArrowUp'), 'select', 'up'],
    [key('ArrowDown'), 'select', 'down'],
    [key('ArrowLeft', { altKey: true }), 'moveNode', 'left'],
    [key('ArrowDown', { altKey: true, shiftKey: true }), 'moveNodeFar', 'down'],
    [key('ArrowRight', { ctrlKey: true, shiftKey: true }), 'resizeNode', 'right'],
    [key('ArrowUp', { metaKey: true, shiftKey: true }), 'resizeNode', 'up'],
  ])('%o → %s %s', (event, action, direction) => {
    expect(shortcutFor(event)).toEqual({ action, direction });
  });

  it('Ctrl/Cmd+1…9 set a priority, Ctrl/Cmd+Enter the task', () => {
    expect(shortcutFor(key('3', { ctrlKey: true }))).toEqual({ action: 'priority', digit: 3 });
    expect(shortcutFor(key('9', { metaKey: true }))).toEqual({ action: 'priority', digit: 9 });
    expect(shortcutFor(key('0', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(key('1'))).toBeNull();
    expect(shortcutFor(key('Enter', { ctrlKey: true }))).toEqual({ action: 'task' });
  });

  it('means other things while a connection is chosen', () => {
    expect(shortcutFor(key('ArrowUp'), 'connect')).toEqual({ action: 'connectChoose', direction: 'up' });
    expect(shortcutFor(key('Enter'), 'connect')).toEqual({ action: 'connectConfirm' });
    expect(shortcutFor(key('Escape'), 'connect')).toEqual({ action: 'connectCancel' });
    expect(shortcutFor(key('n'), 'connect')).toBeNull();
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
    key('ArrowLeft', { shiftKey: true }),
    key('ArrowLeft', { altKey: true, ctrlKey: true }),
    key('F10'),
    key('c', { altKey: true }),
  ])('%o → nothing', (event) => {
    expect(shortcutFor(event)).toBeNull();
  });

  it('gives every key chord one meaning per mode', () => {
    const seen = new Map<string, string>();
    for (const { action, chords, mode } of SHORTCUTS) {
      for (const chord of chords) {
        const id = `${mode} ${JSON.stringify(chord)}`;
        expect(seen.get(id) ?? action).toBe(action);
        seen.set(id, action);
      }
    }
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

describe('the shortcuts help', () => {
  it('has a description of every action in both languages', () => {
    for (const catalogue of [en, pt]) {
      const missing = SHORTCUTS.filter(
        ({ action }) => typeof catalogue.shortcuts.action[action] !== 'string',
      );
      expect(missing.map((s) => s.action)).toEqual([]);
    }
  });
});
