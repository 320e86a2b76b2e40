import { useEffect } from 'react';
import { cycleTask, togglePriority } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { pasteTextIntoMap } from '../files/mergeIntoMap';
import { MAP_CANVAS_SELECTOR } from '../canvas/MapCanvas';
import {
  CANVAS_TREE_ATTRIBUTE,
  isInDialog,
  isTypingTarget,
  shortcutFor,
  type ShortcutAction,
  type ShortcutMatch,
} from './shortcuts';

/**
 * Keys that also move focus, press buttons or are typed: they act only where the canvas has the keyboard (the
 * canvas, its accessible tree, or the page with nothing focused), never on a control elsewhere: the '+ Add child'
 * or Add node button just clicked, a toolbar picker, a tab, a panel's field must not turn typing into stray nodes.
 */
const NAVIGATION_ACTIONS: ReadonlySet<ShortcutAction> = new Set<ShortcutAction>([
  'priority',
  'task',
  'newNode',
  'addChild',
  'addSibling',
  'select',
  'moveNode',
  'moveNodeFar',
  'resizeNode',
  'connect',
  'openPanel',
  'contextMenu',
  'connectChoose',
  'connectConfirm',
  'focusBranch',
]);

/** What readers may do: look for things, focus on a branch, let go of the selection, read the shortcuts. */
const READER_ACTIONS: ReadonlySet<ShortcutAction> = new Set<ShortcutAction>([
  'search',
  'focusBranch',
  'clearSelection',
  'help',
]);

/** True when the key was pressed where the canvas has the keyboard: the canvas, its tree, or no focus at all. */
function onCanvas(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return true;
  if (typeof element.closest !== 'function') return false;
  return element.closest(`${MAP_CANVAS_SELECTOR}, [${CANVAS_TREE_ATTRIBUTE}]`) !== null;
}

/**
 * True when the key was pressed on the canvas element itself. Tab adds a child only there: anywhere else, the
 * tree included, it is the key that moves the focus on, and taking it would trap a keyboard user.
 */
function onCanvasItself(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return typeof element?.matches === 'function' && element.matches(MAP_CANVAS_SELECTOR);
}

/** Runs one action; returns whether it did something (only then is the key's default prevented). */
function run({ action, direction = 'right', digit = 1 }: ShortcutMatch, stores: EditorStores): boolean {
  const { doc, commands, canvas, keyboard } = stores;
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
    case 'focusBranch':
      if (!single) return false;
      stores.mapView.focus(single);
      return true;
    case 'clearSelection': {
      canvas.closeContextMenu();
      // Escape also leaves a focused branch (issue 36), with or without a selection to let go of.
      const left = stores.mapView.leaveFocus();
      return commands.clearSelection() || left;
    }
    case 'addChild':
      return !!single && commands.addRelative(single, 'child') !== null;
    case 'addSibling':
      return !!single && commands.addRelative(single, 'sibling') !== null;
    case 'select':
      return commands.move(direction);
    case 'moveNode':
      return keyboard.move(direction);
    case 'moveNodeFar':
      return keyboard.move(direction, true);
    case 'resizeNode':
      return keyboard.resize(direction);
    case 'connect':
      return keyboard.startConnect();
    case 'connectChoose':
      return keyboard.chooseTarget(direction);
    case 'connectConfirm':
      return keyboard.confirmConnect();
    case 'connectCancel':
      return keyboard.cancelConnect();
    case 'openPanel':
      return keyboard.openPanel();
    case 'contextMenu':
      return keyboard.openContextMenu();
    case 'help':
      keyboard.setHelpOpen(true);
      return true;
    case 'priority':
      return commands.editMarkers((markers) => togglePriority(markers, digit));
    case 'task':
      return commands.editMarkers(cycleTask);
  }
}

/**
 * The editor's keyboard, read from the shortcuts table (`SHORTCUTS`): creating, selecting, moving, resizing and
 * connecting nodes, priorities (Ctrl+1…9) and tasks (Ctrl+Enter), the panel, the context menu, undo/redo, copy/paste, delete, search and the '?' help. Inactive
 * while typing or inside a dialog; readers get only search, Escape and the help; the text view only undo and redo.
 */
export function useEditorShortcuts(stores: EditorStores): void {
  useEffect(() => {
    // Where the menu key makes the browser fire its own contextmenu (on key up on Windows), that event is not a
    // right-click (button 0): our menu is already open, so it must not open the engine's at the pointer.
    let keyboardMenu = false;
    const onContextMenu = (event: MouseEvent) => {
      if (keyboardMenu && event.button !== 2) {
        event.preventDefault();
        event.stopPropagation();
      }
      keyboardMenu = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog (the shortcuts help, search) owns the keys while open: its Escape must not clear the selection.
      if (event.defaultPrevented || isTypingTarget(event.target) || isInDialog(event.target)) return;
      const match = shortcutFor(event, stores.keyboard.connecting ? 'connect' : 'canvas');
      if (!match) return;
      const { action } = match;
      if (stores.readOnly && !READER_ACTIONS.has(action)) return;
      // The text view has no canvas to act on: only the document's undo and redo apply there.
      if (stores.ui.viewMode === 'text' && action !== 'undo' && action !== 'redo') return;
      if (NAVIGATION_ACTIONS.has(action) && !onCanvas(event.target)) return;
      if (action === 'addChild' && !onCanvasItself(event.target)) return;
      try {
        if (!run(match, stores)) return;
        event.preventDefault();
        keyboardMenu = action === 'contextMenu';
      } catch (error) {
        console.error(`Shortcut ${action} failed`, error);
      }
    };
    // Ctrl+V with nothing copied in Mapa leaves the browser's paste to happen: text from elsewhere comes in as
    // nodes (a line each) at the pointer.
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || isInDialog(event.target)) return;
      if (stores.readOnly || stores.ui.viewMode === 'text') return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!text.trim()) return;
      event.preventDefault();
      void pasteTextIntoMap(stores, text).catch((error: unknown) => console.error('Paste failed', error));
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('contextmenu', onContextMenu, true);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('paste', onPaste);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('contextmenu', onContextMenu, true);
    };
  }, [stores]);
}
