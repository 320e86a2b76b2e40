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
  | 'selectLeft'
  | 'selectRight'
  | 'selectUp'
  | 'selectDown'
  | 'search';

interface KeyInfo {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** True when the event target takes text, so editor shortcuts must leave the keys alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

const ARROWS: Record<string, ShortcutAction> = {
  arrowleft: 'selectLeft',
  arrowright: 'selectRight',
  arrowup: 'selectUp',
  arrowdown: 'selectDown',
};

/**
 * Maps a key press to an editor action: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y, Ctrl/Cmd+C, Ctrl/Cmd+V, Ctrl+F,
 * Cmd+K, Delete, Backspace, 'n', Escape, Tab (child), Enter (sibling) and the arrow keys.
 */
export function shortcutFor(event: KeyInfo): ShortcutAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey) return null;
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y' && !event.shiftKey) return 'redo';
  if (mod && !event.shiftKey && key === 'c') return 'copy';
  if (mod && !event.shiftKey && key === 'v') return 'paste';
  if ((event.ctrlKey && key === 'f') || (event.metaKey && key === 'k')) return 'search';
  if (mod) return null;
  if (key === 'delete' || key === 'backspace') return 'delete';
  if (key === 'escape') return 'clearSelection';
  if (event.shiftKey) return null;
  if (key === 'n') return 'newNode';
  if (key === 'tab') return 'addChild';
  if (key === 'enter') return 'addSibling';
  return ARROWS[key] ?? null;
}
