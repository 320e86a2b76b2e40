import { useEffect } from 'react';
import type { EditorStores } from './EditorContext';
import { removeElementsTransaction } from './nodeTransactions';
import { isTypingTarget, shortcutFor } from './shortcuts';

/** Undo, redo and delete from the keyboard, except while the user types into a field. */
export function useEditorShortcuts({ doc, readOnly }: EditorStores): void {
  useEffect(() => {
    if (readOnly) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      event.preventDefault();
      try {
        if (action === 'undo') doc.undo();
        else if (action === 'redo') doc.redo();
        else {
          const tx = removeElementsTransaction(doc.state, doc.selection);
          if (tx) doc.apply(tx);
        }
      } catch (error) {
        console.error(`Shortcut ${action} failed`, error);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [doc, readOnly]);
}
