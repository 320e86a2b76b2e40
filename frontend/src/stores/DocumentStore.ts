import { action, makeObservable, observable, observableRef } from 'mobx';
import {
  finishInSlices,
  History,
  MapState,
  SLICED_APPLY_MIN_OPS,
  type MapDocument,
  type Operation,
  type PendingApply,
  type SliceOptions,
  type Transaction,
} from '@mapa/model';

/** What is selected on the canvas (the engine's selection, mirrored). */
export interface SelectionState {
  nodes: readonly string[];
  edges: readonly string[];
}

/** A change the store tells its listeners about: one applied transaction, or a whole new document. */
export type DocumentChange = { kind: 'transaction'; tx: Transaction } | { kind: 'load' };
export type DocumentListener = (change: DocumentChange) => void;

export interface DocumentStoreOptions {
  title?: string;
  /** Undo depth (DESIGN §7: 100). */
  historyDepth?: number;
  /** How {@link DocumentStore.applyInSlices} slices (tests drive the yields). */
  slices?: SliceOptions;
}

const EMPTY_SELECTION: SelectionState = { nodes: [], edges: [] };

function opNodeId(op: Operation): string | null {
  switch (op.type) {
    case 'node.add':
    case 'node.remove':
      return op.node.data.id;
    case 'node.update':
      return op.id;
    default:
      return null;
  }
}

/**
 * Holds the open map: a `MapState` (plain records, never deeply observable, so 100k nodes cost nothing to
 * MobX) plus the few observables the UI shows. Every change goes through `apply`, which records it for undo and
 * tells the listeners (the engine, the save state machine).
 */
export class DocumentStore {
  private current: MapState;
  title: string;
  activeNodeId: string | null = null;
  /** Bumped whenever a transaction touches the active node, so its panel re-reads the record. */
  activeNodeRevision = 0;
  nodeCount: number;
  selection: SelectionState = EMPTY_SELECTION;
  canUndo = false;
  canRedo = false;

  private readonly history: History;
  private readonly listeners = new Set<DocumentListener>();
  private readonly slices: SliceOptions | undefined;
  /**
   * The transaction being put into `state` in slices, not yet told to the listeners: one from `applyInSlices`
   * (`record`: it goes into the history when done) or a big undo/redo step (already moved in the history).
   */
  private sliced: { pending: PendingApply; record: boolean } | null = null;

  constructor(document: MapDocument, options: DocumentStoreOptions = {}) {
    this.current = MapState.fromDocument(document);
    this.title = options.title ?? '';
    this.nodeCount = this.state.nodes.size;
    this.history = new History(options.historyDepth ?? 100);
    this.slices = options.slices;
    makeObservable<DocumentStore, 'afterChange'>(this, {
      title: observable,
      activeNodeId: observable,
      activeNodeRevision: observable,
      nodeCount: observable,
      selection: observableRef,
      canUndo: observable,
      canRedo: observable,
      setTitle: action,
      setActiveNode: action,
      setSelection: action,
      afterChange: action,
      applyRemote: action,
    });
  }

  /**
   * The document. Replaced as a whole only by `replaceDocument`. Reading it finishes a transaction
   * {@link applyInSlices} is still applying ({@link settle}), so edits are never built on half of one.
   */
  get state(): MapState {
    this.settle();
    return this.current;
  }

  /** Applies a transaction (atomically; throws when it does not fit), records it for undo and notifies. */
  apply(tx: Transaction): void {
    this.settle();
    this.state.apply(tx);
    this.recorded(tx);
  }

  /**
   * {@link apply} for transactions too large for one task (a layout of 100k nodes is 200k operations): the state
   * takes it a slice at a time (`finishInSlices`, a macrotask between slices), then it is recorded and the
   * listeners are told, once, as `apply` does; the engine thus gets it only when the state holds all of it. All or
   * nothing as `apply`: the promise rejects, the state as it was, when an operation does not fit. Meanwhile any
   * read of `state` or change through this store first finishes it ({@link settle}) in one go: only what holds
   * the `MapState` itself (the engine) can see it part way. Under `SLICED_APPLY_MIN_OPS` operations it is `apply`.
   */
  async applyInSlices(tx: Transaction): Promise<void> {
    if (tx.ops.length < SLICED_APPLY_MIN_OPS) {
      this.apply(tx);
      return;
    }
    await this.runSliced(tx, true);
  }

  /**
   * Finishes, now, a transaction still being applied in slices, records it (unless it is an undo/redo step) and
   * notifies, so what follows comes after it. Every read of `state` and change through this store does this first.
   */
  settle(): void {
    const entry = this.sliced;
    if (!entry) return;
    this.sliced = null;
    try {
      entry.pending.finish();
    } catch {
      // Reverted. applyInSlices rejects with the error; a failed undo/redo step leaves a history that no longer
      // describes the document, as step() does.
      if (!entry.record) this.forgetHistory();
      return;
    }
    if (entry.record) this.recorded(entry.pending.tx);
    else this.afterChange(entry.pending.tx);
  }

  /** Undoes the last recorded transaction; false when there is nothing to undo. */
  undo(): boolean {
    this.settle();
    return this.step(this.history.undo());
  }

  /** Redoes the last undone transaction; false when there is nothing to redo. */
  redo(): boolean {
    this.settle();
    return this.step(this.history.redo());
  }

  /** Replaces the whole document (a remote version won); the local history no longer fits it. */
  replaceDocument(document: MapDocument): void {
    this.settle();
    this.current = MapState.fromDocument(document);
    this.history.clear();
    this.afterChange(null);
    this.emit({ kind: 'load' });
  }

  /**
   * Remote changes and rebases (SaveStore): `run` changes `state` directly and returns what it applied, in order,
   * as transactions (a collaborator's with its own id and label, e.g. 'node.created'). Listeners get each one as a
   * remote transaction (never recorded for undo, never saved again), in one MobX batch.
   */
  applyRemote(run: (state: MapState) => readonly Transaction[]): void {
    this.settle();
    for (const tx of run(this.state))
      if (tx.ops.length > 0) this.afterChange(tx.source === 'remote' ? tx : { ...tx, source: 'remote' });
  }

  /** Listens to every applied change; returns the unsubscribe function. */
  subscribe(listener: DocumentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setTitle(title: string): void {
    this.title = title;
  }

  setActiveNode(id: string | null): void {
    this.activeNodeId = id !== null && this.state.getNode(id) ? id : null;
  }

  setSelection(selection: SelectionState): void {
    this.selection = { nodes: [...selection.nodes], edges: [...selection.edges] };
  }

  /**
   * Applies an undo/redo step. A big one (undoing a layout of 100k nodes) goes in slices like `applyInSlices`, and
   * the listeners hear of it when it is all in; reading `state` meanwhile finishes it at once.
   */
  private step(tx: Transaction | null): boolean {
    if (!tx) return false;
    if (tx.ops.length >= SLICED_APPLY_MIN_OPS) {
      this.runSliced(tx, false).catch((error: unknown) => console.error('Undo/redo step failed', error));
      return true;
    }
    try {
      this.state.apply(tx);
    } catch (error) {
      // A remote change made the step impossible; the history no longer describes this document.
      this.forgetHistory();
      throw error;
    }
    this.afterChange(tx);
    return true;
  }

  private async runSliced(tx: Transaction, record: boolean): Promise<void> {
    const entry = { pending: this.state.beginApply(tx), record };
    this.sliced = entry;
    try {
      await finishInSlices(entry.pending, this.slices);
    } finally {
      // Unless settle() already finished it (or saw it fail), it is ours to finish now.
      if (this.sliced === entry) this.settle();
    }
  }

  private forgetHistory(): void {
    this.history.clear();
    this.afterChange(null);
  }

  private recorded(tx: Transaction): void {
    if (tx.source !== 'remote') this.history.record(tx);
    this.afterChange(tx);
  }

  private afterChange(tx: Transaction | null): void {
    this.nodeCount = this.state.nodes.size;
    this.canUndo = this.history.canUndo;
    this.canRedo = this.history.canRedo;
    const active = this.activeNodeId;
    if (active !== null && !this.state.getNode(active)) this.activeNodeId = null;
    else if (active !== null && (!tx || tx.ops.some((op) => opNodeId(op) === active)))
      this.activeNodeRevision++;
    const { nodes, edges } = this.selection;
    const keptNodes = nodes.filter((id) => this.state.getNode(id));
    const keptEdges = edges.filter((id) => this.state.getEdge(id));
    if (keptNodes.length !== nodes.length || keptEdges.length !== edges.length) {
      this.selection = { nodes: keptNodes, edges: keptEdges };
    }
    if (tx) this.emit({ kind: 'transaction', tx });
  }

  private emit(change: DocumentChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
