import { MapState } from '../state/MapState';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { emptyDocument } from '../defaults/emptyDocument';
import { createTransaction } from '../ops/transaction';
import { addNodeOps, removeNodesOps, updateNodeOps } from '../ops/build/nodeOps';
import { addEdgeOps, updateEdgeOps } from '../ops/build/edgeOps';
import { setHtmlContentOps } from '../ops/build/documentOps';
import { rebaseTransactions } from './rebase';

function twoNodeMap(): MapState {
  const state = MapState.fromDocument(emptyDocument());
  const a = createNode({ position: { x: 0, y: 0 }, label: 'A' });
  const b = createNode({ position: { x: 300, y: 0 }, label: 'B' });
  state.apply(createTransaction('node.created', [...addNodeOps(state, a)]));
  state.apply(createTransaction('node.created', [...addNodeOps(state, b)]));
  return state;
}

const copy = (state: MapState) => MapState.fromDocument(state.toDocument());

describe('rebaseTransactions', () => {
  it('keeps edits to different fields of the same node', () => {
    const base = twoNodeMap();
    const [a] = base.nodesOrder();
    const local = copy(base);
    const remote = copy(base);
    const mine = createTransaction(
      'node.label.updated',
      updateNodeOps(local, a, { data: { label: 'mine' } }),
    );
    local.apply(mine);
    remote.apply(createTransaction('element.drag', updateNodeOps(remote, a, { position: { x: 5, y: 6 } })));

    const result = rebaseTransactions(remote, [mine]);

    expect(result.conflicts).toEqual([]);
    expect(remote.getNode(a)?.data.label).toBe('mine');
    expect(remote.getNode(a)?.position).toEqual({ x: 5, y: 6 });
  });

  it('lets the remote value win on the same field and reports the replaced edit', () => {
    const base = twoNodeMap();
    const [a] = base.nodesOrder();
    const local = copy(base);
    const remote = copy(base);
    const mine = createTransaction(
      'node.label.updated',
      updateNodeOps(local, a, { data: { label: 'mine' } }),
    );
    remote.apply(
      createTransaction('node.label.updated', updateNodeOps(remote, a, { data: { label: 'theirs' } })),
    );

    const result = rebaseTransactions(remote, [mine]);

    expect(remote.getNode(a)?.data.label).toBe('theirs');
    expect(result.transactions).toEqual([]);
    expect(result.conflicts).toEqual([
      { txId: mine.id, label: 'node.label.updated', element: 'node', id: a, field: 'data.label' },
    ]);
  });

  it('drops an edge to a node removed remotely, and removes edges added remotely to a node removed locally', () => {
    const base = twoNodeMap();
    const [a, b] = base.nodesOrder();
    const local = copy(base);
    const remote = copy(base);
    const connect = createTransaction('edge.added', addEdgeOps(local, createEdge({ source: a, target: b })));
    local.apply(connect);
    remote.apply(createTransaction('node.removed', removeNodesOps(remote, [b])));
    const dropped = rebaseTransactions(copy(remote), [connect]);
    expect(dropped.transactions).toEqual([]);
    expect(dropped.conflicts[0]).toMatchObject({ element: 'edge', field: '*' });

    const local2 = copy(base);
    const remote2 = copy(base);
    const removeB = createTransaction('node.removed', removeNodesOps(local2, [b]));
    remote2.apply(createTransaction('edge.added', addEdgeOps(remote2, createEdge({ source: a, target: b }))));
    const removed = rebaseTransactions(remote2, [removeB]);
    expect(remote2.getNode(b)).toBeUndefined();
    expect(remote2.edges.size).toBe(0);
    expect(removed.conflicts).toEqual([]);
  });

  it('merges htmlContent as one value', () => {
    const base = twoNodeMap();
    const local = copy(base);
    const mine = createTransaction('Updated document description', setHtmlContentOps(local, '<p>x</p>'));
    const remote = copy(base);
    rebaseTransactions(remote, [mine]);
    expect(remote.htmlContent).toBe('<p>x</p>');
  });
  it('a reconnection to a node removed remotely keeps the other fields of the edit and the later reconnection', () => {
    const base = twoNodeMap();
    const [a, b] = base.nodesOrder();
    const c = createNode({ position: { x: 600, y: 0 }, label: 'C' });
    base.apply(createTransaction('node.created', addNodeOps(base, c)));
    const edge = createEdge({ source: a, target: a });
    base.apply(createTransaction('edge.added', addEdgeOps(base, edge)));
    const local = copy(base);
    const remote = copy(base);
    const id = edge.data.id;
    const first = createTransaction(
      'edge.appearanceChange',
      updateEdgeOps(local, id, { color: '#ff0000', target: b }),
    );
    local.apply(first);
    const second = createTransaction(
      'edge.appearanceChange',
      updateEdgeOps(local, id, { target: c.data.id }),
    );
    local.apply(second);
    remote.apply(createTransaction('node.removed', removeNodesOps(remote, [b])));

    rebaseTransactions(remote, [first, second]);

    expect(remote.getEdge(id)?.data).toMatchObject({ color: '#ff0000', source: a, target: c.data.id });
  });

  it('an edge added locally to a node removed remotely comes back when reconnected locally to one that exists', () => {
    const base = twoNodeMap();
    const [a, b] = base.nodesOrder();
    const local = copy(base);
    const remote = copy(base);
    const edge = createEdge({ source: a, target: b });
    const add = createTransaction('edge.added', addEdgeOps(local, edge));
    local.apply(add);
    const reconnect = createTransaction(
      'edge.appearanceChange',
      updateEdgeOps(local, edge.data.id, { target: a }),
    );
    local.apply(reconnect);
    remote.apply(createTransaction('node.removed', removeNodesOps(remote, [b])));

    rebaseTransactions(remote, [add, reconnect]);

    expect(remote.getEdge(edge.data.id)?.data).toMatchObject({ source: a, target: a });
  });
});
