import { useEffect, useReducer } from 'react';
import type { Settings } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { settingsTransaction } from './settingsTransaction';

/**
 * The map's settings, re-read after every change (the document is not observable), and a setter that applies a
 * patch as one `settings.updated` transaction.
 */
export function useSettings(): [Settings | null, (patch: Partial<Settings>) => void] {
  const { doc } = useEditor();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => doc.subscribe(rerender), [doc]);
  const update = (patch: Partial<Settings>) => {
    const tx = settingsTransaction(doc.state, patch);
    if (tx) doc.apply(tx);
  };
  return [doc.state.settings, update];
}
