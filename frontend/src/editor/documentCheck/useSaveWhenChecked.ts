import { useEffect } from 'react';
import { when } from 'mobx';
import type { EditorStores } from '../EditorContext';

/**
 * Starts saving (`SaveStore.start`) once the document has passed its check: at once for a checked map, after the
 * worker's answer for a big one drawn first. A document that failed is never saved, so nothing stored changes;
 * nothing restored from an earlier visit is applied to it either.
 */
export function useSaveWhenChecked(stores: EditorStores): void {
  useEffect(() => {
    const { ui, save } = stores;
    let stop: (() => void) | null = null;
    const waiting = when(
      () => !ui.checkingDocument,
      () => {
        if (ui.documentError === null) stop = save.start();
      },
    );
    return () => {
      waiting();
      stop?.();
    };
  }, [stores]);
}
