import { useEffect, useState } from 'react';
import { SearchIndex } from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';

/**
 * The map's search index while `active`: built once when search first opens, then kept in step with every
 * applied transaction (rebuilt only when the whole document is replaced).
 */
export function useSearchIndex(
  doc: DocumentStore,
  active: boolean,
): { index: SearchIndex | null; version: number } {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!active) return;
    let current = new SearchIndex(doc.state);
    setIndex(current);
    const off = doc.subscribe((change) => {
      if (change.kind === 'load') {
        current = new SearchIndex(doc.state);
        setIndex(current);
      } else current.update(change.tx.ops);
      setVersion((v) => v + 1);
    });
    return off;
  }, [doc, active]);
  return { index, version };
}
