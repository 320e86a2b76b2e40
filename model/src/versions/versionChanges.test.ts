import { createTransaction } from '../ops/transaction';
import { addNodeOps, removeNodesOps, updateNodeOps } from '../ops/build/nodeOps';
import { setHtmlContentOps } from '../ops/build/documentOps';
import { bringToFrontOps } from '../ops/build/orderOps';
import { createNode } from '../defaults/createNode';
import { mapOf } from '../editing/testMaps';
import { MapState } from '../state/MapState';
import { NO_VERSION_CHANGES, versionChanges } from './versionChanges';

const base = () => mapOf({ a: { x: 0, y: 0 }, b: { x: 100, y: 0 }, c: { x: 200, y: 0 } }, ['a>b', 'b>c']);
const copy = (state: MapState) => MapState.fromDocument(state.toDocument());

describe('versionChanges', () => {
  it('counts every record of a first version as added', () => {
    expect(versionChanges(null, base())).toEqual({ ...NO_VERSION_CHANGES, nodesAdded: 3, edgesAdded: 2 });
  });

  it('finds nothing between equal maps, whatever their version counters', () => {
    const before = base();
    const after = copy(before);
    after.apply(createTransaction('node.updated', updateNodeOps(after, 'a', { data: { label: 'x' } })));
    after.apply(createTransaction('node.updated', updateNodeOps(after, 'a', { data: { label: 'a' } })));
    expect(after.version).not.toBe(before.version);
    expect(versionChanges(before, after)).toEqual(NO_VERSION_CHANGES);
  });

  it('counts changed, added and removed nodes and edges separately', () => {
    const before = base();
    const after = copy(before);
    after.apply(createTransaction('node.updated', updateNodeOps(after, 'a', { data: { label: 'Renamed' } })));
    after.apply(createTransaction('element.drag', updateNodeOps(after, 'b', { position: { x: 5, y: 5 } })));
    after.apply(createTransaction('node.removed', removeNodesOps(after, ['c']))); // and its edge b>c
    for (const id of ['d', 'e'])
      after.apply(
        createTransaction('node.created', addNodeOps(after, createNode({ id, position: { x: 0, y: 0 } }))),
      );
    expect(versionChanges(before, after)).toEqual({
      ...NO_VERSION_CHANGES,
      nodesChanged: 2,
      nodesAdded: 2,
      nodesRemoved: 1,
      edgesRemoved: 1,
    });
  });

  it('notes changes no count shows: the description and the z-order', () => {
    const before = base();
    const described = copy(before);
    described.apply(
      createTransaction('Updated document description', setHtmlContentOps(described, '<p>x</p>')),
    );
    expect(versionChanges(before, described)).toEqual({ ...NO_VERSION_CHANGES, other: true });
    const reordered = copy(before);
    reordered.apply(createTransaction('node.ordered', bringToFrontOps(reordered, 'a')));
    expect(versionChanges(before, reordered)).toEqual({ ...NO_VERSION_CHANGES, other: true });
  });
});
