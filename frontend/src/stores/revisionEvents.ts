import { revisionEventSchema } from '@mapa/model';

/**
 * Listens to a map's server-sent `revision` events; the browser's EventSource reconnects by itself after a
 * network loss. Returns the function that closes the stream.
 */
export function subscribeToRevisions(url: string, onRevision: (revision: number) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(url, { withCredentials: true });
  source.addEventListener('revision', (event) => {
    try {
      const parsed = revisionEventSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) onRevision(parsed.data.revision);
    } catch {
      // a malformed event is ignored; the 5 s poll still runs
    }
  });
  return () => source.close();
}
