import { useEffect, useState } from 'react';
import type { DocumentStore } from '../../stores/DocumentStore';

/** Renders the caller again after every applied change (its state is plain records, not observable). */
export function useDocumentChanges(doc: DocumentStore): void {
  const [, setVersion] = useState(0);
  useEffect(() => doc.subscribe(() => setVersion((v) => v + 1)), [doc]);
}
