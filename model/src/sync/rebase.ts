import type { Operation, OperationOf, Transaction } from '../ops/operation';
import type { ChangeLabel } from '../ops/changeLabels';
import type { MapState } from '../state/MapState';
import type { MapEdge } from '../schema/edge';
import { jsonEqual } from '../ops/build/jsonEqual';
import { invertOperation } from '../ops/invertOperation';
import { mergeRecord, mergeValue } from './mergeRecord';
import { changedFields, fieldName, type FieldPath } from './recordFields';

/** Fields written by local operations already replayed in this rebase: `element:id:field`. */
type OwnFields = Set<string>;
const ownKey = (element: string, id: string, field: string) => `${element}:${id}:${field}`;
const lostAddKey = (id: string) => `lost-add:edge:${id}`;
const ownOf = (own: OwnFields, element: string, id: string) => (path: FieldPath) =>
  own.has(ownKey(element, id, fieldName(path)));

/** One local edit that did not survive a rebase, because a remote change to the same field (or element) won. */
export interface RebaseConflict {
  /** Id and label of the local transaction the edit belonged to. */
  txId: string;
  label: ChangeLabel;
  /** What the edit was on. */
  element: 'node' | 'edge' | 'image' | 'canvas' | 'settings' | 'document' | 'order';
  /** The element's id (node, edge, image) or key (canvas, settings, document). */
  id: string;
  /** The field that kept its remote value (e.g. `data.label`), or `*` when the element itself is gone. */
  field: string;
}

/** Rebased transactions (only the non-empty ones) and the local edits the remote side won over. */
export interface RebaseResult {
  transactions: Transaction[];
  conflicts: RebaseConflict[];
}

type Rebased = { ops: Operation[]; conflicts: Omit<RebaseConflict, 'txId' | 'label'>[] };
const none = (): Rebased => ({ ops: [], conflicts: [] });
const lost = (element: RebaseConflict['element'], id: string, field = '*'): Rebased => ({
  ops: [],
  conflicts: [{ element, id, field }],
});

/**
 * Rebases local transactions, made on an older version, onto `state` (which already holds the remote changes),
 * and applies them to `state` as it goes. Each operation is replayed against the records as they are now:
 * edits to different elements or different fields all survive; an edit to a field that changed remotely keeps
 * the remote value (remote wins) and is reported in `conflicts`, as is an edit to an element removed remotely.
 * An operation's own `from` is its base, so no remote history is needed. Cost is proportional to the
 * transactions, not to the map (apart from a z-order lookup per node removal or reorder).
 */
export function rebaseTransactions(state: MapState, pending: readonly Transaction[]): RebaseResult {
  const transactions: Transaction[] = [];
  const conflicts: RebaseConflict[] = [];
  const own: OwnFields = new Set();
  for (const tx of pending) {
    const ops: Operation[] = [];
    for (const op of tx.ops) {
      const result = rebaseOperation(state, op, own);
      for (const c of result.conflicts) conflicts.push({ txId: tx.id, label: tx.label, ...c });
      for (const next of result.ops) {
        if (tryApply(state, next)) {
          ops.push(next);
          remember(own, next);
        } else conflicts.push({ txId: tx.id, label: tx.label, ...describe(next), field: '*' });
      }
    }
    // The ops were applied one by one (unversioned) to read each one's effect; apply them again as one.
    for (let i = ops.length - 1; i >= 0; i--) applyQuietly(state, invertOperation(ops[i]));
    if (ops.length === 0) continue;
    const rebased: Transaction = { ...tx, ops };
    state.apply(rebased);
    transactions.push(rebased);
  }
  return { transactions, conflicts };
}

function applyQuietly(state: MapState, op: Operation): void {
  state.apply({ id: 'rebase', label: 'undo.performed', source: 'remote', ops: [op] });
}

function tryApply(state: MapState, op: Operation): boolean {
  try {
    applyQuietly(state, op);
    return true;
  } catch {
    return false;
  }
}

/** Records the fields `op` wrote, so later local edits of them are not mistaken for remote ones. */
function remember(own: OwnFields, op: Operation): void {
  const { element, id } = describe(op);
  if (op.type === 'node.update' || op.type === 'edge.update' || op.type === 'image.update') {
    for (const path of changedFields(op.from, op.to)) own.add(ownKey(element, id, fieldName(path)));
  } else if (op.type === 'canvas.update' || op.type === 'settings.update' || op.type === 'document.update') {
    own.add(ownKey(element, id, id));
  } else if (op.type === 'drawing.update') own.add(ownKey(element, id, id));
}

function describe(op: Operation): Pick<RebaseConflict, 'element' | 'id'> {
  switch (op.type) {
    case 'node.add':
    case 'node.remove':
      return { element: 'node', id: op.node.data.id };
    case 'edge.add':
    case 'edge.remove':
      return { element: 'edge', id: op.edge.data.id };
    case 'node.update':
      return { element: 'node', id: op.id };
    case 'edge.update':
      return { element: 'edge', id: op.id };
    case 'image.add':
    case 'image.remove':
      return { element: 'image', id: op.image.id };
    case 'image.update':
      return { element: 'image', id: op.id };
    case 'order.move':
      return { element: 'order', id: op.id };
    case 'canvas.update':
      return { element: 'canvas', id: op.key };
    case 'settings.update':
      return { element: 'settings', id: op.key };
    case 'drawing.update':
      return { element: 'canvas', id: 'drawingData' };
    case 'document.update':
      return { element: 'document', id: op.key };
  }
}

function rebaseOperation(state: MapState, op: Operation, own: OwnFields): Rebased {
  switch (op.type) {
    case 'node.add':
      return rebaseNodeAdd(state, op);
    case 'node.remove':
      return rebaseNodeRemove(state, op);
    case 'node.update': {
      const current = state.getNode(op.id);
      if (!current) return lost('node', op.id);
      const merged = mergeRecord(op.from, op.to, current, ownOf(own, 'node', op.id));
      return {
        ops: merged.to ? [{ type: 'node.update', id: op.id, from: current, to: merged.to }] : [],
        conflicts: merged.replaced.map((path) => ({ element: 'node', id: op.id, field: fieldName(path) })),
      };
    }
    case 'edge.add': {
      const id = op.edge.data.id;
      const current = state.getEdge(id);
      if (current) return jsonEqual(current, op.edge) ? none() : lost('edge', id);
      const { source, target } = op.edge.data;
      if (!state.getNode(source) || !state.getNode(target)) {
        own.add(lostAddKey(id)); // a later local reconnection may still bring it back
        return lost('edge', id);
      }
      return { ops: [op], conflicts: [] };
    }
    case 'edge.remove': {
      const current = state.getEdge(op.edge.data.id);
      return current ? { ops: [{ type: 'edge.remove', edge: current }], conflicts: [] } : none();
    }
    case 'edge.update': {
      const current = state.getEdge(op.id);
      if (
        !current &&
        own.has(lostAddKey(op.id)) &&
        state.getNode(op.to.data.source) &&
        state.getNode(op.to.data.target)
      ) {
        // Added locally to a node removed remotely, then reconnected locally to nodes that exist: it stands.
        own.delete(lostAddKey(op.id));
        return { ops: [{ type: 'edge.add', edge: op.to }], conflicts: [] };
      }
      if (!current) return lost('edge', op.id);
      const merged = mergeRecord(op.from, op.to, current, ownOf(own, 'edge', op.id));
      const to = merged.to && keepExistingEnds(state, current, merged.to, merged.replaced, own);
      return {
        ops: to ? [{ type: 'edge.update', id: op.id, from: current, to }] : [],
        conflicts: merged.replaced.map((path) => ({ element: 'edge', id: op.id, field: fieldName(path) })),
      };
    }
    case 'image.add':
    case 'image.remove':
    case 'image.update':
      return rebaseImage(state, op, own);
    case 'order.move':
      return rebaseOrderMove(state, op);
    case 'canvas.update':
      if (!state.canvas) return lost('canvas', op.key);
      return rebaseValue(op, 'canvas', op.key, state.canvas[op.key], own);
    case 'settings.update':
      if (!state.settings) return lost('settings', op.key);
      return rebaseValue(op, 'settings', op.key, state.settings[op.key], own);
    case 'drawing.update':
      if (!state.canvas) return lost('canvas', 'drawingData');
      return rebaseValue(op, 'canvas', 'drawingData', state.canvas.drawingData, own);
    case 'document.update':
      return rebaseDocumentUpdate(state, op, own);
  }
}

function rebaseValue<T extends { from?: unknown; to?: unknown }>(
  op: T,
  element: RebaseConflict['element'],
  id: string,
  current: unknown,
  own: OwnFields,
): Rebased {
  switch (mergeValue(op.from, op.to, current, own.has(ownKey(element, id, id)))) {
    case 'same':
      return none();
    case 'replaced':
      return lost(element, id, id);
    case 'apply':
      return { ops: [{ ...op, from: current } as unknown as Operation], conflicts: [] };
  }
}

function rebaseNodeAdd(state: MapState, op: OperationOf<'node.add'>): Rebased {
  const id = op.node.data.id;
  const current = state.getNode(id);
  if (current) return jsonEqual(current, op.node) ? none() : lost('node', id);
  const length = state.nodesOrder().length;
  const orderIndex = op.orderIndex === undefined ? undefined : Math.min(op.orderIndex, length);
  return { ops: [{ type: 'node.add', node: op.node, orderIndex }], conflicts: [] };
}

/**
 * A local reconnection to a node removed remotely cannot stand: that end stays as it is now (reported as
 * replaced), while the edit's other fields (colour, label...) still apply. The end still counts as the local
 * side's field, so a later local reconnection to a node that exists applies rather than reading as a conflict.
 * Null when nothing is left to change.
 */
function keepExistingEnds(
  state: MapState,
  current: MapEdge,
  to: MapEdge,
  replaced: FieldPath[],
  own: OwnFields,
): MapEdge | null {
  let next = to;
  for (const end of ['source', 'target'] as const) {
    if (state.getNode(next.data[end])) continue;
    next = { ...next, data: { ...next.data, [end]: current.data[end] } };
    replaced.push(['data', end]);
    own.add(ownKey('edge', current.data.id, fieldName(['data', end])));
  }
  return jsonEqual(next, current) ? null : next;
}

/** A removal removes the node as it is now, with any edges connected to it remotely meanwhile. */
function rebaseNodeRemove(state: MapState, op: OperationOf<'node.remove'>): Rebased {
  const id = op.node.data.id;
  const current = state.getNode(id);
  if (!current) return none();
  const ops: Operation[] = [];
  for (const edge of [...state.outgoing(id), ...state.incoming(id)])
    if (!ops.some((o) => o.type === 'edge.remove' && o.edge.data.id === edge.data.id))
      ops.push({ type: 'edge.remove', edge });
  ops.push({ type: 'node.remove', node: current, orderIndex: state.nodesOrder().lastIndexOf(id) });
  return { ops, conflicts: [] };
}

function rebaseImage(
  state: MapState,
  op: OperationOf<'image.add' | 'image.remove' | 'image.update'>,
  own: OwnFields,
): Rebased {
  const id = op.type === 'image.update' ? op.id : op.image.id;
  if (!state.canvas) return op.type === 'image.remove' ? none() : lost('image', id);
  const images = state.canvas.backgroundImages ?? [];
  const index = images.findIndex((image) => image.id === id);
  const current = images[index];
  if (op.type === 'image.add') {
    if (current) return jsonEqual(current, op.image) ? none() : lost('image', id);
    return { ops: [{ ...op, index: Math.min(op.index, images.length) }], conflicts: [] };
  }
  if (!current) return op.type === 'image.remove' ? none() : lost('image', id);
  if (op.type === 'image.remove') return { ops: [{ ...op, image: current, index }], conflicts: [] };
  const merged = mergeRecord(op.from, op.to, current, ownOf(own, 'image', id));
  return {
    ops: merged.to ? [{ type: 'image.update', id, from: current, to: merged.to }] : [],
    conflicts: merged.replaced.map((path) => ({ element: 'image', id, field: fieldName(path) })),
  };
}

/** Bring to front / send to back keep their meaning: the new end / start of the z-order as it is now. */
function rebaseOrderMove(state: MapState, op: OperationOf<'order.move'>): Rebased {
  if (!state.canvas) return lost('order', op.id);
  const order = state.nodesOrder();
  const from = order.indexOf(op.id);
  if (from < 0) return none();
  const last = order.length - 1;
  const to = op.to === 0 ? 0 : op.to >= op.from ? last : Math.min(op.to, last);
  return from === to ? none() : { ops: [{ type: 'order.move', id: op.id, from, to }], conflicts: [] };
}

/** `htmlContent` merges as a value; a whole canvas or settings record is about its presence. */
function rebaseDocumentUpdate(state: MapState, op: OperationOf<'document.update'>, own: OwnFields): Rebased {
  if (op.key === 'htmlContent') return rebaseValue(op, 'document', op.key, state.htmlContent, own);
  if (op.key === 'canvas' || op.key === 'settings') {
    const current = op.key === 'canvas' ? state.canvas : state.settings;
    const wanted = op.to !== null && op.to !== undefined;
    const had = op.from !== null && op.from !== undefined;
    if ((current !== null) === wanted && !wanted) return none();
    if ((current !== null) === wanted && !had) return none(); // both sides created it
    if ((current !== null) !== had) return lost('document', op.key, op.key);
    const from = op.key === 'canvas' ? currentCanvas(state) : current;
    return { ops: [{ ...op, from }], conflicts: [] };
  }
  const current = (state.toDocument() as Record<string, unknown>)[op.key];
  return rebaseValue(op, 'document', op.key, current, own);
}

function currentCanvas(state: MapState): unknown {
  return state.canvas ? { ...state.canvas, nodesOrder: [...state.nodesOrder()] } : null;
}
