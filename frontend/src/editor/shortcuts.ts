/** What a key press asks the editor to do. */
export type ShortcutAction = 'undo' | 'redo' | 'delete';

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

/** Maps a key press to an editor action: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y, Delete, Backspace. */
export function shortcutFor(event: KeyInfo): ShortcutAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey) return null;
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y' && !event.shiftKey) return 'redo';
  if (!mod && (key === 'delete' || key === 'backspace')) return 'delete';
  return null;
}
