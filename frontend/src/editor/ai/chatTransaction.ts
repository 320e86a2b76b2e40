import {
  createEdge,
  createNode,
  createTransaction,
  removeNodesOps,
  stripHtml,
  updateNodeOps,
  type MapState,
  type Operation,
  type Transaction,
} from '@mapa/model';
import { findEdges, notApplicable, type ChatChange, type ChatDiff } from './chatDiff';

/**
 * Plain text as the rich-text HTML descriptions are stored in: one paragraph per line, escaped; an empty line is
 * `<p><br /></p>`, the form the server's sanitiser stores, so the local copy and the saved one stay identical.
 */
export function plainTextToHtml(text: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '<p><br /></p>' : `<p>${escape(line)}</p>`))
    .join('');
}

/**
 * A reply's description as a node stores it: the server sends rich text (HTML it sanitised); a reply stored before
 * it did so holds plain text, made paragraphs here.
 */
export function replyDescriptionHtml(description: string | undefined): string {
  if (!description) return '';
  return /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|div)\b/i.test(description)
    ? description
    : plainTextToHtml(description);
}

/**
 * The accepted part of a diff as ONE transaction labelled 'Chatbot message' with source `ai` (one undo step, saved
 * and pushed like any edit), built against the map as it is now: changes that no longer fit are skipped. Null when
 * nothing accepted applies.
 */
export function chatTransaction(
  state: MapState,
  diff: ChatDiff,
  acceptedKeys: ReadonlySet<string>,
): Transaction | null {
  const accepted = diff.changes.filter(
    (c) => acceptedKeys.has(c.key) && notApplicable(state, c, acceptedKeys) === null,
  );
  const ops: Operation[] = [];
  const of = (kind: ChatChange['kind']) => accepted.filter((c) => c.kind === kind);

  const removedNodes = of('remove').map((c) => c.nodeId!);
  for (const c of of('modify')) {
    if (removedNodes.includes(c.nodeId!)) continue; // removed anyway
    const node = state.getNode(c.nodeId!)!;
    // Keep the node's formatting when the text did not change.
    const sameText = stripHtml(node.data.description) === stripHtml(c.description);
    const data = sameText
      ? { label: c.label }
      : { label: c.label, description: replyDescriptionHtml(c.description) };
    ops.push(...updateNodeOps(state, c.nodeId!, { data }));
  }

  // Edges go first and once: those named for removal and those touching removed nodes.
  const nodeRemoval = removeNodesOps(state, removedNodes);
  const edgeIds = new Set<string>();
  for (const c of of('removeRelation'))
    for (const id of findEdges(state, c.source!, c.target!)) edgeIds.add(id);
  for (const op of nodeRemoval) if (op.type === 'edge.remove') edgeIds.add(op.edge.data.id);
  for (const id of edgeIds) ops.push({ type: 'edge.remove', edge: state.getEdge(id)! });
  ops.push(...nodeRemoval.filter((op) => op.type === 'node.remove'));

  const settings = state.settings ?? undefined;
  const idFor = new Map<string, string>();
  let orderIndex = state.nodesOrder().length - removedNodes.filter((id) => state.nodes.has(id)).length;
  for (const c of of('add')) {
    // The model's ids ("new-1") are only names within the reply: the map gets fresh ids.
    const node = createNode({ position: c.position ?? { x: 0, y: 0 }, settings, label: c.label });
    node.data.description = replyDescriptionHtml(c.description);
    idFor.set(c.nodeId!, node.data.id);
    ops.push({ type: 'node.add', node, orderIndex: orderIndex++ });
  }
  const made = new Set<string>();
  for (const c of of('addRelation')) {
    const source = idFor.get(c.source!) ?? c.source!;
    const target = idFor.get(c.target!) ?? c.target!;
    if (made.has(`${source}>${target}`)) continue;
    made.add(`${source}>${target}`);
    ops.push({ type: 'edge.add', edge: createEdge({ source, target, settings }) });
  }
  return ops.length > 0 ? createTransaction('Chatbot message', ops, 'ai') : null;
}
