import { cycleTask, invertTransaction, MapState, togglePriority } from '@mapa/model';
import { sampleDocument } from '../../testing/sampleDocument';
import {
  addNodeTransaction,
  contentTransaction,
  labelTransaction,
  markersTransaction,
  removeElementsTransaction,
} from './nodeTransactions';

const fresh = () => MapState.fromDocument(sampleDocument());

describe('addNodeTransaction', () => {
  it('creates a default node at the viewport centre, on top of the z-order', () => {
    const state = fresh();
    const { tx, node } = addNodeTransaction(state, { x: 1000.4, y: -800.6 });
    expect(tx.label).toBe('node.created');
    expect(node.position).toEqual({ x: 1000, y: -801 });
    expect(node.data.type).toBe('default');
    state.apply(tx);
    expect(state.nodesOrder().at(-1)).toBe(node.data.id);
  });

  it('moves to the nearest spot where it overlaps no node', () => {
    const state = fresh();
    const { node } = addNodeTransaction(state, { x: 0, y: 0 });
    // The nearest free spot: no existing 250x100 node box overlaps the new one.
    for (const other of state.nodes.values()) {
      const apart =
        Math.abs(other.position.x - node.position.x) >= 250 ||
        Math.abs(other.position.y - node.position.y) >= 100;
      expect(apart).toBe(true);
    }
    expect(Math.hypot(node.position.x, node.position.y)).toBeLessThan(300);
  });
});

describe('markersTransaction', () => {
  it('edits the markers of each node in one node.updated, and its inverse gives them back', () => {
    const state = fresh();
    const tx = markersTransaction(state, ['a', 'b'], (m) => togglePriority(m, 2))!;
    expect(tx.label).toBe('node.updated');
    state.apply(tx);
    expect(state.getNode('a')!.data.markers).toEqual(['priority-2']);
    expect(state.getNode('b')!.data.markers).toEqual(['priority-2']);
    state.apply(markersTransaction(state, ['a'], cycleTask)!);
    expect(state.getNode('a')!.data.markers).toEqual(['priority-2', 'task-todo']);
    state.apply(invertTransaction(tx));
    expect(state.getNode('b')!.data.markers).toBeUndefined();
  });

  it('is null when no marker changes', () => {
    expect(markersTransaction(fresh(), ['a', 'zz'], (m) => m)).toBeNull();
  });
});

describe('removeElementsTransaction', () => {
  it('removes the nodes with their edges and restores everything on inverse', () => {
    const state = fresh();
    const tx = removeElementsTransaction(state, { nodes: ['a'], edges: ['ab'] })!;
    expect(tx.label).toBe('elements.removed');
    expect(tx.ops.filter((op) => op.type === 'edge.remove')).toHaveLength(2);
    state.apply(tx);
    expect([...state.nodes.keys()]).toEqual(['b', 'c']);
    expect(state.edges.size).toBe(0);
  });

  it('removes only selected edges when no node is selected', () => {
    const state = fresh();
    state.apply(removeElementsTransaction(state, { nodes: [], edges: ['ac'] })!);
    expect([...state.edges.keys()]).toEqual(['ab']);
    expect(state.nodes.size).toBe(3);
  });

  it('is null for an empty or stale selection', () => {
    expect(removeElementsTransaction(fresh(), { nodes: ['zz'], edges: [] })).toBeNull();
  });
});

describe('label and content transactions', () => {
  it('update one field of the node and nothing when unchanged', () => {
    const state = fresh();
    const tx = labelTransaction(state, 'a', 'Alpha')!;
    expect(tx.label).toBe('node.label.updated');
    state.apply(tx);
    expect(state.getNode('a')!.data.label).toBe('Alpha');
    expect(labelTransaction(state, 'a', 'Alpha')).toBeNull();
    const content = contentTransaction(state, 'a', '<p>hi</p>')!;
    expect(content.label).toBe('node.content.updated');
    state.apply(content);
    expect(state.getNode('a')!.data.description).toBe('<p>hi</p>');
    expect(labelTransaction(state, 'gone', 'x')).toBeNull();
  });
});
