import { rebaseTransactions, type RebaseResult, type Transaction } from '@mapa/model';
import type { DocumentStore } from './DocumentStore';
import { replayRemote } from './replayRemote';
import type { SaveTransport } from './saveContracts';

/** The pending transactions a pull rebases: read when the remote change is applied, replaced inside it. */
export interface PendingQueue {
  get(): readonly Transaction[];
  /** The queue rebased on the map at `revision`; called inside the remote change, before its listeners run. */
  set(rebased: RebaseResult, revision: number): void;
}

/** Where a pull left the map: its revision, and whether anything arrived (then `lastModified` is the server's). */
export interface Pulled {
  revision: number;
  changed: boolean;
  lastModified: string | null;
}

/**
 * Pulls what the server has after `revision` and replays it under the pending transactions, in `doc`: the missed
 * transactions go beneath the rebased queue (`replayRemote`). When the log no longer holds them (`reset`: a
 * whole-document upload came between) or our copy does not match their base, the server's document replaces
 * ours and the queue is rebased on it.
 */
export async function pullRemote(
  doc: DocumentStore,
  transport: Pick<SaveTransport, 'pull' | 'download'>,
  revision: number,
  queue: PendingQueue,
): Promise<Pulled> {
  const missed = await transport.pull(revision);
  if (missed.reset) return resetTo(doc, await transport.download(), revision, queue);
  if (missed.transactions.length === 0)
    return { revision: Math.max(revision, missed.revision), changed: false, lastModified: null };
  try {
    doc.applyRemote('node.updated', (state) => {
      const result = replayRemote(state, queue.get(), missed.transactions);
      queue.set({ transactions: result.pending, conflicts: result.conflicts }, missed.revision);
      return result.ops;
    });
  } catch {
    // Our copy did not match the server's base: start again from the server's document.
    return resetTo(doc, await transport.download(), revision, queue);
  }
  return { revision: missed.revision, changed: true, lastModified: missed.lastModified };
}

/** The remote document replaces ours; the pending transactions are rebased onto it. */
function resetTo(
  doc: DocumentStore,
  remote: Awaited<ReturnType<SaveTransport['download']>>,
  revision: number,
  queue: PendingQueue,
): Pulled {
  const pending = queue.get().slice();
  const at = remote.revision ?? revision;
  doc.replaceDocument(remote.document);
  doc.applyRemote('node.updated', (state) => {
    const rebased = rebaseTransactions(state, pending);
    queue.set(rebased, at);
    return rebased.transactions.flatMap((tx) => tx.ops);
  });
  return { revision: at, changed: true, lastModified: remote.lastModified };
}
