import { useEffect, useState } from 'react';
import { SearchIndex } from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';
import { prepareWhenIdle } from './whenIdle';

/**
 * The map's search index, kept in step with every applied transaction (rebuilt only when the whole document is
 * replaced). Building it is cheap; its costly preparation runs in idle slices from the moment the map opens, so
 * opening search and typing never waits for it.
 */
export function useSearchIndex(doc: DocumentStore): { index: SearchIndex | null; version: number } {
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = new SearchIndex(doc.state);
    let stop = prepareWhenIdle(current);
    setIndex(current);
    const off = doc.subscribe((change) => {
      if (change.kind === 'load') {
        stop();
        current = new SearchIndex(doc.state);
        stop = prepareWhenIdle(current);
        setIndex(current);
      } else current.update(change.tx.ops);
      setVersion((v) => v + 1);
    });
    return () => {
      off();
      stop();
    };
  }, [doc]);
  return { index, version };
}
