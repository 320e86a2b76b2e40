import { autorun } from 'mobx';
import {
  createEdge,
  createNode,
  createTransaction,
  emptyDocument,
  SLICED_APPLY_MIN_OPS,
  type MapDocument,
  type MapState,
  type Transaction,
} from '@mapa/model';
import { labelTransaction, removeElementsTransaction } from '../editor/commands/nodeTransactions';
import { sampleDocument } from '../testing/sampleDocument';
import { DocumentStore, type DocumentChange } from './DocumentStore';

const rename = (store: DocumentStore, id: string, label: string): Transaction =>
  labelTransaction(store.state, id, label)!;

describe('DocumentStore', () => {
  it('applies a transaction to the state, records it and tells listeners', () => {
    const store = new DocumentStore(sampleDocument(), { title: 'T' });
    const seen: DocumentChange[] = [];
    store.subscribe((change) => seen.push(change));
    const tx = rename(store, 'a', 'Alpha');
    store.apply(tx);
    expect(store.state.getNode('a')!.data.label).toBe('Alpha');
    expect(store.canUndo).toBe(true);
    expect(seen).toEqual([{ kind: 'transaction', tx }]);
    expect(store.title).toBe('T');
  });

  it('undoes and redoes, telling listeners each step, and updates canUndo/canRedo', () => {
    const store = new DocumentStore(sampleDocument());
    const labels: string[] = [];
    store.subscribe((change) => change.kind === 'transaction' && labels.push(change.tx.label));
    store.apply(rename(store, 'a', 'Alpha'));
    expect(store.undo()).toBe(true);
    expect(store.state.getNode('a')!.data.label).toBe('A');
    expect([store.canUndo, store.canRedo]).toEqual([false, true]);
    expect(store.redo()).toBe(true);
    expect(store.state.getNode('a')!.data.label).toBe('Alpha');
    expect(store.redo()).toBe(false);
    expect(labels).toEqual(['node.label.updated', 'undo.performed', 'redo.performed']);
  });

  it('does not record remote transactions for undo', () => {
    const store = new DocumentStore(sampleDocument());
    const tx = rename(store, 'b', 'Remote');
    store.apply({ ...tx, source: 'remote' });
    expect(store.state.getNode('b')!.data.label).toBe('Remote');
    expect(store.canUndo).toBe(false);
    expect(store.undo()).toBe(false);
  });

  it('keeps the node count observable and bumps the revision only for changes to the active node', () => {
    const store = new DocumentStore(sampleDocument());
    store.setActiveNode('a');
    const counts: number[] = [];
    const revisions: number[] = [];
    autorun(() => counts.push(store.nodeCount));
    autorun(() => revisions.push(store.activeNodeRevision));
    store.apply(rename(store, 'b', 'other node'));
    store.apply(rename(store, 'a', 'active node'));
    store.apply(removeElementsTransaction(store.state, { nodes: ['c'], edges: [] })!);
    expect(counts).toEqual([3, 2]);
    expect(revisions).toEqual([0, 1]);
  });

  it('clears the active node and prunes the selection when they are removed', () => {
    const store = new DocumentStore(sampleDocument());
    store.setActiveNode('b');
    store.setSelection({ nodes: ['a', 'b'], edges: ['ab', 'ac'] });
    store.apply(removeElementsTransaction(store.state, { nodes: ['b'], edges: [] })!);
    expect(store.activeNodeId).toBeNull();
    expect(store.selection).toEqual({ nodes: ['a'], edges: ['ac'] });
    store.undo();
    expect(store.state.getNode('b')).toBeDefined();
    expect(store.state.getEdge('ab')).toBeDefined();
  });

  it('refuses to activate a node that does not exist', () => {
    const store = new DocumentStore(sampleDocument());
    store.setActiveNode('nope');
    expect(store.activeNodeId).toBeNull();
  });

  it('leaves state and history untouched when a transaction does not fit', () => {
    const store = new DocumentStore(sampleDocument());
    const bad = createTransaction('node.removed', [
      { type: 'node.remove', node: store.state.getNode('a')! },
      { type: 'node.remove', node: { ...store.state.getNode('a')!, data: { id: 'missing' } } },
    ]);
    expect(() => store.apply(bad)).toThrow();
    expect(store.state.getNode('a')).toBeDefined();
    expect(store.canUndo).toBe(false);
  });

  it('replaces the document, forgets the history and tells listeners to reload', () => {
    const store = new DocumentStore(sampleDocument());
    store.setActiveNode('a');
    store.apply(rename(store, 'a', 'Local'));
    const seen: DocumentChange[] = [];
    store.subscribe((change) => seen.push(change));
    const remote = sampleDocument();
    remote.nodes = remote.nodes.filter((n) => n.data.id !== 'a');
    remote.edges = [];
    store.replaceDocument(remote);
    expect(seen).toEqual([{ kind: 'load' }]);
    expect(store.nodeCount).toBe(2);
    expect(store.canUndo).toBe(false);
    expect(store.activeNodeId).toBeNull();
  });
});

describe('DocumentStore.applyInSlices', () => {
  const size = SLICED_APPLY_MIN_OPS;
  const bigDocument = (): MapDocument => ({
    ...emptyDocument(),
    nodes: Array.from({ length: size }, (_, i) => createNode({ id: `n${i}`, position: { x: 0, y: 0 } })),
  });
  const layoutOf = (state: MapState, x: number): Transaction =>
    createTransaction(
      'template.applied',
      [...state.nodes.values()].map((from) => ({
        type: 'node.update' as const,
        id: from.data.id,
        from,
        to: { ...from, position: { x, y: 0 } },
      })),
    );
  const last = `n${size - 1}`;

  /** A store whose slices yield to `between` (run after each slice), with a clock that ticks on every read. */
  function slicedStore(between: (store: DocumentStore) => void = () => undefined) {
    let t = 0;
    const store: DocumentStore = new DocumentStore(bigDocument(), {
      slices: { sliceMs: 2, now: () => t++, yieldToHost: async () => between(store) },
    });
    const seen: string[] = [];
    store.subscribe((change) => seen.push(change.kind === 'load' ? 'load' : change.tx.label));
    return { store, seen };
  }

  it('tells listeners once, after the state holds all of it, and records one undo step', async () => {
    const partial: boolean[] = [];
    const listened: number[] = [];
    // What the engine holds: the MapState itself (reading store.state would finish the apply).
    let engineView: MapState | null = null;
    const { store, seen } = slicedStore(() => {
      partial.push(
        engineView!.getNode('n0')!.position.x === 7 && engineView!.getNode(last)!.position.x === 0,
      );
      listened.push(seen.length);
    });
    engineView = store.state;
    const version = store.state.version;
    await store.applyInSlices(layoutOf(store.state, 7));
    expect(partial.length).toBeGreaterThan(1);
    expect(partial.every(Boolean)).toBe(true);
    expect(listened.every((n) => n === 0)).toBe(true);
    expect(seen).toEqual(['template.applied']);
    expect(store.state.getNode(last)!.position.x).toBe(7);
    expect(store.state.version).toBe(version + 1);
    expect(store.canUndo).toBe(true);
    store.undo();
    expect([store.state.getNode('n0')!.position.x, store.state.getNode(last)!.position.x]).toEqual([0, 0]);
    expect(store.canUndo).toBe(false);
  });

  it('finishes the sliced transaction before an edit made meanwhile, which is built on all of it', async () => {
    let edited = false;
    const { store, seen } = slicedStore((s) => {
      if (edited) return;
      edited = true;
      s.apply(rename(s, last, 'edited'));
    });
    await store.applyInSlices(layoutOf(store.state, 7));
    expect(seen).toEqual(['template.applied', 'node.label.updated']);
    expect(store.state.getNode(last)!.position.x).toBe(7);
    store.undo();
    expect(store.state.getNode(last)!.data.label).not.toBe('edited');
    expect(store.state.getNode(last)!.position.x).toBe(7);
    store.undo();
    expect(store.state.getNode(last)!.position.x).toBe(0);
  });

  it('an undo meanwhile undoes the sliced transaction, not the one before it', async () => {
    let undone = false;
    const { store, seen } = slicedStore((s) => {
      if (undone) return;
      undone = true;
      s.undo();
    });
    store.apply(rename(store, 'n0', 'before'));
    await store.applyInSlices(layoutOf(store.state, 7));
    expect(seen).toEqual(['node.label.updated', 'template.applied', 'undo.performed']);
    expect(store.state.getNode(last)!.position.x).toBe(0);
    expect(store.state.getNode('n0')!.data.label).toBe('before');
    expect([store.canUndo, store.canRedo]).toEqual([true, true]);
  });

  it('rejects and leaves state, history and listeners untouched when an operation does not fit', async () => {
    const { store, seen } = slicedStore();
    const before = store.state.toDocument();
    const tx = layoutOf(store.state, 7);
    tx.ops.push({ type: 'edge.remove', edge: createEdge({ id: 'ghost', source: 'n0', target: 'n1' }) });
    await expect(store.applyInSlices(tx)).rejects.toThrow(/Operation 5000 \(edge.remove\)/);
    expect(store.state.toDocument()).toEqual(before);
    expect(seen).toEqual([]);
    expect(store.canUndo).toBe(false);
  });

  it('finishes the sliced transaction when state is read, so nobody else sees half of it', async () => {
    let read: number | null = null;
    const { store, seen } = slicedStore((s) => {
      read ??= s.state.getNode(last)!.position.x;
    });
    await store.applyInSlices(layoutOf(store.state, 7));
    expect(read).toBe(7);
    expect(seen).toEqual(['template.applied']);
  });

  it('undoes and redoes a big transaction in slices, telling listeners once each, after the state holds it', async () => {
    let yields = 0;
    let engineView: MapState | null = null;
    const partial: boolean[] = [];
    const { store, seen } = slicedStore(() => {
      yields++;
      if (engineView)
        partial.push(engineView.getNode('n0')!.position.x !== engineView.getNode(last)!.position.x);
    });
    await store.applyInSlices(layoutOf(store.state, 7));
    const afterApply = yields;
    engineView = store.state;
    expect(store.undo()).toBe(true);
    // The step is under way: nothing heard yet; it ends after a few slices.
    expect(seen).toEqual(['template.applied']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(yields).toBeGreaterThan(afterApply);
    expect(partial.some(Boolean)).toBe(true);
    expect(seen).toEqual(['template.applied', 'undo.performed']);
    expect([store.canUndo, store.canRedo]).toEqual([false, true]);
    expect(store.state.getNode(last)!.position.x).toBe(0);
    expect(store.redo()).toBe(true);
    // Reading the state finishes the step at once.
    expect(store.state.getNode(last)!.position.x).toBe(7);
    expect(seen).toEqual(['template.applied', 'undo.performed', 'redo.performed']);
    expect([store.canUndo, store.canRedo]).toEqual([true, false]);
  });

  it('applies a small transaction at once, like apply', () => {
    const store = new DocumentStore(sampleDocument());
    void store.applyInSlices(rename(store, 'a', 'Alpha'));
    expect(store.state.getNode('a')!.data.label).toBe('Alpha');
    expect(store.canUndo).toBe(true);
  });
});
