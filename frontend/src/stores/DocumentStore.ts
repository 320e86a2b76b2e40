import { action, makeObservable, observable, observableRef } from 'mobx';
import {
  History,
  MapState,
  newId,
  type ChangeLabel,
  type MapDocument,
  type Operation,
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
  /** The document. Replaced as a whole only by `replaceDocument`. */
  state: MapState;
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

  constructor(document: MapDocument, options: DocumentStoreOptions = {}) {
    this.state = MapState.fromDocument(document);
    this.title = options.title ?? '';
    this.nodeCount = this.state.nodes.size;
    this.history = new History(options.historyDepth ?? 100);
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
    });
  }

  /** Applies a transaction (atomically; throws when it does not fit), records it for undo and notifies. */
  apply(tx: Transaction): void {
    this.state.apply(tx);
    if (tx.source !== 'remote') this.history.record(tx);
    this.afterChange(tx);
  }

  /** Undoes the last recorded transaction; false when there is nothing to undo. */
  undo(): boolean {
    return this.step(this.history.undo());
  }

  /** Redoes the last undone transaction; false when there is nothing to redo. */
  redo(): boolean {
    return this.step(this.history.redo());
  }

  /** Replaces the whole document (a remote version won); the local history no longer fits it. */
  replaceDocument(document: MapDocument): void {
    this.state = MapState.fromDocument(document);
    this.history.clear();
    this.afterChange(null);
    this.emit({ kind: 'load' });
  }

  /**
   * Remote changes and rebases (SaveStore): `run` changes `state` directly and returns the operations it applied,
   * in order; listeners get them as one remote transaction (never recorded for undo).
   */
  applyRemote(label: ChangeLabel, run: (state: MapState) => Operation[]): void {
    const ops = run(this.state);
    if (ops.length > 0) this.afterChange({ id: newId(), label, source: 'remote', ops });
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

  private step(tx: Transaction | null): boolean {
    if (!tx) return false;
    try {
      this.state.apply(tx);
    } catch (error) {
      // A remote change made the step impossible; the history no longer describes this document.
      this.history.clear();
      this.afterChange(null);
      throw error;
    }
    this.afterChange(tx);
    return true;
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
