import { useEffect } from 'react';
import type { EditorStores } from './EditorContext';
import { isTypingTarget, shortcutFor, type ShortcutAction } from './shortcuts';

/**
 * Keys that also move focus, press buttons or are typed: left alone while a button, link or menu item has the
 * focus (the '+ Add child' or Add node button just clicked must never turn typing into stray nodes).
 */
const NAVIGATION_ACTIONS: ReadonlySet<ShortcutAction> = new Set([
  'newNode',
  'addChild',
  'addSibling',
  'selectLeft',
  'selectRight',
  'selectUp',
  'selectDown',
]);

function onInteractive(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return typeof element?.closest === 'function' && element.closest('button, a, [role="menuitem"]') !== null;
}

/** Runs one action; returns whether it did something (only then is the key's default prevented). */
function run(action: ShortcutAction, stores: EditorStores): boolean {
  const { doc, commands, canvas } = stores;
  const single = commands.singleNode();
  switch (action) {
    case 'undo':
      doc.undo();
      return true;
    case 'redo':
      doc.redo();
      return true;
    case 'delete':
      return commands.removeSelection();
    case 'copy':
      commands.copy();
      return true;
    case 'paste':
      return commands.paste();
    case 'search':
      canvas.setSearchOpen(true);
      return true;
    case 'newNode':
      commands.newNode();
      return true;
    case 'clearSelection':
      canvas.closeContextMenu();
      return commands.clearSelection();
    case 'addChild':
      return !!single && commands.addRelative(single, 'child') !== null;
    case 'addSibling':
      return !!single && commands.addRelative(single, 'sibling') !== null;
    case 'selectLeft':
      return commands.move('left');
    case 'selectRight':
      return commands.move('right');
    case 'selectUp':
      return commands.move('up');
    case 'selectDown':
      return commands.move('down');
  }
}

/**
 * The editor's keyboard (spec §4.4 and the habits of XMind users): undo/redo, copy/paste, delete, 'n', Escape,
 * Tab (child), Enter (sibling), arrows (nearest node), Ctrl+F / Cmd+K (search). Inactive while typing; readers get
 * only search and Escape; the text view only undo and redo.
 */
export function useEditorShortcuts(stores: EditorStores): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      if (stores.readOnly && action !== 'search' && action !== 'clearSelection') return;
      // The text view has no canvas to act on: only the document's undo and redo apply there.
      if (stores.ui.viewMode === 'text' && action !== 'undo' && action !== 'redo') return;
      if (NAVIGATION_ACTIONS.has(action) && onInteractive(event.target)) return;
      try {
        if (run(action, stores)) event.preventDefault();
      } catch (error) {
        console.error(`Shortcut ${action} failed`, error);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stores]);
}
