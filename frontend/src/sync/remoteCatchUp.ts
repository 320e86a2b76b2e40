import { rebaseTransactions, replayRemote, type RebaseConflict } from '@mapa/model';
import type { DocumentStore } from '../stores/DocumentStore';
import type { PendingQueue } from './pendingQueue';
import type { SaveTransport } from './saveContracts';

type Remote = Awaited<ReturnType<SaveTransport['download']>>;

/**
 * Remote catch-up: pulls what the server has after the queue's revision and replays it, in `doc`, under the
 * pending transactions (`replayRemote`: each remote transaction reaches the listeners with its own label); the
 * queue is rebased on it (remote wins on a field both sides changed, `onConflicts` hears of the local edits that
 * lost) and kept. When the log no longer holds the missed transactions (`reset`: a whole-document upload came
 * between) or our copy does not match their base, the server's document replaces ours and the queue is rebased
 * on it. It also remembers the newest revision a push announced while a request was in flight (`announce`).
 */
export class RemoteCatchUp {
  private announced = 0;

  constructor(
    private readonly doc: DocumentStore,
    private readonly transport: Pick<SaveTransport, 'pull' | 'download'>,
    private readonly queue: PendingQueue,
    private readonly onConflicts: (conflicts: RebaseConflict[]) => void,
  ) {}

  /** A push announced `revision` while it could not be pulled (a request was in flight). */
  announce(revision: number): void {
    this.announced = Math.max(this.announced, revision);
  }

  /** A revision was announced that the queue is not based on yet: pull when the request ends. */
  get due(): boolean {
    return this.announced > this.queue.revision;
  }

  /**
   * Pulls and replays now. Resolves with the server's last-modified time when anything arrived, null when the map
   * had not moved; rejects when the server could not be reached (nothing changed then).
   */
  async pull(): Promise<string | null> {
    this.announced = 0;
    const revision = this.queue.revision;
    const missed = await this.transport.pull(revision);
    if (missed.reset) return this.resetTo(await this.transport.download());
    if (missed.transactions.length === 0) {
      this.queue.moveTo(Math.max(revision, missed.revision));
      return null;
    }
    let conflicts: RebaseConflict[] = [];
    try {
      this.doc.applyRemote((state) => {
        const result = replayRemote(state, this.queue.transactions, missed.transactions);
        this.queue.rebased(result.pending, missed.revision);
        conflicts = result.conflicts;
        return result.applied;
      });
    } catch {
      // Our copy did not match the server's base: start again from the server's document.
      return this.resetTo(await this.transport.download());
    }
    return this.settled(conflicts, missed.lastModified);
  }

  /** The remote document replaces ours; the pending transactions are rebased onto it. */
  private resetTo(remote: Remote): string | null {
    const pending = this.queue.transactions.slice();
    const at = remote.revision ?? this.queue.revision;
    let conflicts: RebaseConflict[] = [];
    this.doc.replaceDocument(remote.document);
    this.doc.applyRemote((state) => {
      const rebased = rebaseTransactions(state, pending);
      this.queue.rebased(rebased.transactions, at);
      conflicts = rebased.conflicts;
      return rebased.transactions;
    });
    return this.settled(conflicts, remote.lastModified);
  }

  private settled(conflicts: RebaseConflict[], lastModified: string | null): string | null {
    this.queue.keep();
    if (conflicts.length) this.onConflicts(conflicts);
    return lastModified;
  }
}
