import type { Direction } from '@mapa/model';

/** What a key press asks the editor to do. */
export type ShortcutAction =
  | 'undo'
  | 'redo'
  | 'delete'
  | 'copy'
  | 'paste'
  | 'newNode'
  | 'clearSelection'
  | 'addChild'
  | 'addSibling'
  | 'select'
  | 'moveNode'
  | 'moveNodeFar'
  | 'resizeNode'
  | 'connect'
  | 'openPanel'
  | 'contextMenu'
  | 'search'
  | 'focusBranch'
  | 'help'
  | 'connectChoose'
  | 'connectConfirm'
  | 'connectCancel'
  | 'priority'
  | 'task';

/**
 * One key with its modifiers. `key` is `KeyboardEvent.key` lower-cased, 'arrow' for any arrow key (the
 * direction comes with the match), or 'digit' for any of 1–9 (the digit comes with the match). `mod` is Ctrl or Cmd; `ctrl`/`meta` only that one. Shift 'any' accepts the key
 * typed with or without Shift ('?' needs Shift on some layouts and not on others).
 */
export interface KeyChord {
  key: string;
  mod?: true;
  ctrl?: true;
  meta?: true;
  shift?: true | 'any';
  alt?: true;
}

/** Where a shortcut applies: on the canvas, or while a keyboard connection is being chosen. */
export type ShortcutMode = 'canvas' | 'connect';

/** A row of the shortcuts table: what it does, the keys that do it, where. */
export interface Shortcut {
  action: ShortcutAction;
  chords: readonly KeyChord[];
  mode: ShortcutMode;
}

const ARROW: KeyChord = { key: 'arrow' };

/**
 * Every editor shortcut: the key handler matches presses against this table and the '?' help dialog lists it,
 * so the two never disagree. Order is the help dialog's order.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'newNode', chords: [{ key: 'n' }], mode: 'canvas' },
  { action: 'addChild', chords: [{ key: 'tab' }], mode: 'canvas' },
  { action: 'addSibling', chords: [{ key: 'enter' }], mode: 'canvas' },
  { action: 'select', chords: [ARROW], mode: 'canvas' },
  { action: 'openPanel', chords: [{ key: 'f2' }], mode: 'canvas' },
  { action: 'moveNode', chords: [{ key: 'arrow', alt: true }], mode: 'canvas' },
  { action: 'moveNodeFar', chords: [{ key: 'arrow', alt: true, shift: true }], mode: 'canvas' },
  { action: 'resizeNode', chords: [{ key: 'arrow', mod: true, shift: true }], mode: 'canvas' },
  { action: 'connect', chords: [{ key: 'c' }], mode: 'canvas' },
  { action: 'connectChoose', chords: [ARROW], mode: 'connect' },
  { action: 'connectConfirm', chords: [{ key: 'enter' }], mode: 'connect' },
  { action: 'connectCancel', chords: [{ key: 'escape', shift: 'any' }], mode: 'connect' },
  { action: 'priority', chords: [{ key: 'digit', mod: true }], mode: 'canvas' },
  { action: 'task', chords: [{ key: 'enter', mod: true }], mode: 'canvas' },
  { action: 'contextMenu', chords: [{ key: 'f10', shift: true }, { key: 'contextmenu' }], mode: 'canvas' },
  {
    action: 'delete',
    chords: [
      { key: 'delete', shift: 'any' },
      { key: 'backspace', shift: 'any' },
    ],
    mode: 'canvas',
  },
  { action: 'copy', chords: [{ key: 'c', mod: true }], mode: 'canvas' },
  { action: 'paste', chords: [{ key: 'v', mod: true }], mode: 'canvas' },
  { action: 'undo', chords: [{ key: 'z', mod: true }], mode: 'canvas' },
  {
    action: 'redo',
    chords: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
    mode: 'canvas',
  },
  {
    action: 'search',
    chords: [
      { key: 'f', ctrl: true },
      { key: 'k', meta: true },
    ],
    mode: 'canvas',
  },
  { action: 'focusBranch', chords: [{ key: 'f' }], mode: 'canvas' },
  { action: 'clearSelection', chords: [{ key: 'escape', shift: 'any' }], mode: 'canvas' },
  { action: 'help', chords: [{ key: '?', shift: 'any' }], mode: 'canvas' },
];

interface KeyInfo {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A matched shortcut: the action, for arrow keys their direction, for 1–9 the digit. */
export interface ShortcutMatch {
  action: ShortcutAction;
  direction?: Direction;
  digit?: number;
}

/** True when the event target takes text, so editor shortcuts must leave the keys alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

/**
 * True when the event target is inside a dialog (the shortcuts help, search, a confirmation): the dialog owns the
 * keyboard while it is open, so Escape closes it and nothing behind it acts.
 */
export function isInDialog(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Carried by the canvas's accessible tree, whose rows are the canvas's nodes: the canvas keys act there too. */
export const CANVAS_TREE_ATTRIBUTE = 'data-canvas-tree';

const ARROWS: Record<string, Direction> = {
  arrowleft: 'left',
  arrowright: 'right',
  arrowup: 'up',
  arrowdown: 'down',
};

function modifiersMatch(chord: KeyChord, event: KeyInfo): boolean {
  if (
    chord.mod
      ? !(event.ctrlKey || event.metaKey)
      : event.ctrlKey !== !!chord.ctrl || event.metaKey !== !!chord.meta
  )
    return false;
  if (chord.shift !== 'any' && event.shiftKey !== !!chord.shift) return false;
  return event.altKey === !!chord.alt;
}

/** The shortcut a key press means in `mode` (default: on the canvas), or null. */
export function shortcutFor(event: KeyInfo, mode: ShortcutMode = 'canvas'): ShortcutMatch | null {
  const key = event.key.toLowerCase();
  const direction = ARROWS[key];
  const digit = /^[1-9]$/.test(key) ? Number(key) : undefined;
  for (const shortcut of SHORTCUTS) {
    if (shortcut.mode !== mode) continue;
    for (const chord of shortcut.chords) {
      const keyMatches =
        chord.key === 'arrow'
          ? direction !== undefined
          : chord.key === 'digit'
            ? digit !== undefined
            : chord.key === key;
      if (!keyMatches || !modifiersMatch(chord, event)) continue;
      if (chord.key === 'arrow') return { action: shortcut.action, direction };
      if (chord.key === 'digit') return { action: shortcut.action, digit };
      return { action: shortcut.action };
    }
  }
  return null;
}
