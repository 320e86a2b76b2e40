import type { MapNode } from '../schema/node';
import type { Operation, Transaction } from '../ops/operation';

/** The node data fields a study change set, by node id (only those it changed). */
function studyFields(tx: Transaction): Map<string, Record<string, unknown>> {
  const fields = new Map<string, Record<string, unknown>>();
  for (const op of tx.ops) {
    if (op.type !== 'node.update') continue;
    const from = op.from.data as Record<string, unknown>;
    const to = op.to.data as Record<string, unknown>;
    const changed = fields.get(op.id) ?? {};
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)]))
      if (from[key] !== to[key]) changed[key] = to[key];
    if (Object.keys(changed).length > 0) fields.set(op.id, changed);
  }
  return fields;
}

function withFields(node: MapNode, fields: Map<string, Record<string, unknown>>): MapNode {
  const set = fields.get(node.data.id);
  return set ? { ...node, data: { ...node.data, ...set } as MapNode['data'] } : node;
}

function keepInOp(op: Operation, fields: Map<string, Record<string, unknown>>): Operation {
  switch (op.type) {
    case 'node.add':
    case 'node.remove':
      return fields.has(op.node.data.id) ? { ...op, node: withFields(op.node, fields) } : op;
    case 'node.update':
      return fields.has(op.id)
        ? { ...op, from: withFields(op.from, fields), to: withFields(op.to, fields) }
        : op;
    default:
      return op;
  }
}

/**
 * Writes what a study change (a flashcards answer, not an undo step) set on nodes into the node snapshots the
 * undo history keeps, so undoing or redoing an earlier edit of a graded node keeps its grade instead of putting
 * back the value it had then. Replaces (never mutates) the transactions of `stack` that hold such a snapshot.
 */
export function keepStudyChange(stack: Transaction[], study: Transaction): void {
  const fields = studyFields(study);
  if (fields.size === 0) return;
  for (let i = 0; i < stack.length; i++) {
    const ops = stack[i].ops.map((op) => keepInOp(op, fields));
    if (ops.some((op, j) => op !== stack[i].ops[j])) stack[i] = { ...stack[i], ops };
  }
}
