import { useEffect, useState } from 'react';
import i18n from '../../i18n';
import { SearchIndex } from '@mapa/model';
import type { DocumentStore } from '../../stores/DocumentStore';
import { prepareWhenIdle } from './whenIdle';
import { markerNames } from '../markers/markerNames';

/**
 * The map's search index, kept in step with every applied transaction (rebuilt only when the whole document is
 * replaced). Building it is cheap; its costly preparation runs in idle slices from the moment the map opens, so
 * opening search and typing never waits for it. Titles are searched with the names of each node's markers, in
 * the shell's language when the node was read (issue 36).
 */
export function useSearchIndex(doc: DocumentStore): SearchIndex {
  const [options] = useState(() => ({
    markerText: (m: readonly string[]) => markerNames(i18n.t.bind(i18n), m),
  }));
  const [held, setHeld] = useState(() => ({ doc, index: new SearchIndex(doc.state, options) }));
  // Counts the transactions applied: each renders the caller again, with the index up to date.
  const [, setVersion] = useState(0);
  let index = held.index;
  // Another document store gets its own index (made while rendering, not in the effect).
  if (held.doc !== doc) {
    index = new SearchIndex(doc.state, options);
    setHeld({ doc, index });
  }
  useEffect(() => {
    let current = index;
    let stop = prepareWhenIdle(current);
    const off = doc.subscribe((change) => {
      // A whole new document gets a new index at once: later transactions update that one (its preparation
      // goes on where it was when the effect runs again for it).
      if (change.kind === 'load') {
        stop();
        current = new SearchIndex(doc.state, options);
        stop = prepareWhenIdle(current);
        setHeld({ doc, index: current });
      } else current.update(change.tx.ops);
      setVersion((v) => v + 1);
    });
    return () => {
      off();
      stop();
    };
  }, [doc, index, options]);
  return index;
}
