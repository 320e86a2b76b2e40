import { autorun } from 'mobx';
import { createTransaction, type Transaction } from '@mapa/model';
import { labelTransaction, removeElementsTransaction } from '../editor/nodeTransactions';
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
