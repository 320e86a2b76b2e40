import type { ChatCurrentState } from '@mapa/model';
import { estimateTokens } from './tokens';

type StateNode = ChatCurrentState['nodes'][number];
type StateRelation = ChatCurrentState['relations'][number];

/** What the map context is chosen from. */
export interface ContextInput {
  nodes: StateNode[];
  relations: StateRelation[];
  /** The user's message: nodes whose titles share its words come early. */
  message: string;
  selectedNodeId?: string;
  /** Most tokens the context (lines and the note on what was left out) may take. */
  budgetTokens: number;
}

/** The part of the map a prompt carries, and how much was left out. */
export interface MapContext {
  text: string;
  tokens: number;
  shownNodes: number;
  shownRelations: number;
  totalNodes: number;
  totalRelations: number;
}

/** Longest description carried for a node; the selected node gets more. */
const DESCRIPTION_CHARS = 240;
const SELECTED_DESCRIPTION_CHARS = 2000;
/** How far around the selected node its neighbourhood reaches (edges, either direction). */
const NEIGHBOURHOOD_DEPTH = 2;

/**
 * Chooses the nodes (and the relations between them) a chat prompt carries, most relevant first, until the token
 * budget is spent: the selected node and its neighbourhood, then nodes whose titles match the message's words,
 * then the tree from its roots down, level by level. A map of any size costs one pass over its nodes and edges.
 */
export function chooseMapContext(input: ContextInput): MapContext {
  const byId = new Map<string, StateNode>();
  for (const node of input.nodes) byId.set(node.id, node);
  const adjacency = buildAdjacency(input.relations, byId);

  const order = relevanceOrder(input, byId, adjacency);
  const chosen = new Set<string>();
  const lines: string[] = [];
  let relationCount = 0;
  // Room for the note on what was left out, at its longest (every count as long as the totals).
  let spent = estimateTokens(leftOutNote(input.nodes.length, input.relations.length, 0, 0)) + 4;
  for (const id of order) {
    if (chosen.has(id)) continue;
    const node = byId.get(id)!;
    const limit = id === input.selectedNodeId ? SELECTED_DESCRIPTION_CHARS : DESCRIPTION_CHARS;
    const nodeLine = JSON.stringify({
      id,
      node: node.node,
      description: shorten(node.description ?? '', limit),
    });
    const relationLines: string[] = [];
    for (const relation of adjacency.get(id) ?? []) {
      const other = relation.source === id ? relation.target : relation.source;
      if (chosen.has(other) || other === id) relationLines.push(relationLine(relation));
    }
    const added = [`node ${nodeLine}`, ...relationLines.map((l) => `relation ${l}`)];
    // Each line's own estimate, plus one for its line break: never less than the estimate of the joined text.
    const cost = added.reduce((sum, line) => sum + estimateTokens(line) + 1, 0);
    if (spent + cost > input.budgetTokens) break;
    spent += cost;
    chosen.add(id);
    lines.push(...added);
    relationCount += relationLines.length;
  }

  const note = leftOutNote(input.nodes.length, input.relations.length, chosen.size, relationCount);
  const text = `${note}\n${lines.join('\n')}`;
  return {
    text,
    tokens: estimateTokens(text),
    shownNodes: chosen.size,
    shownRelations: relationCount,
    totalNodes: input.nodes.length,
    totalRelations: input.relations.length,
  };
}

function buildAdjacency(relations: StateRelation[], byId: Map<string, StateNode>) {
  const adjacency = new Map<string, StateRelation[]>();
  const add = (id: string, relation: StateRelation) => {
    const list = adjacency.get(id);
    if (list) list.push(relation);
    else adjacency.set(id, [relation]);
  };
  for (const relation of relations) {
    if (!byId.has(relation.source) || !byId.has(relation.target)) continue;
    add(relation.source, relation);
    if (relation.target !== relation.source) add(relation.target, relation);
  }
  return adjacency;
}

/** Node ids in the order they deserve a place (repeats allowed; the caller skips them). */
function* relevanceOrder(
  input: ContextInput,
  byId: Map<string, StateNode>,
  adjacency: Map<string, StateRelation[]>,
): Generator<string> {
  if (input.selectedNodeId && byId.has(input.selectedNodeId)) {
    yield* breadthFirst([input.selectedNodeId], adjacency, NEIGHBOURHOOD_DEPTH, false);
  }
  yield* matchingTitles(input.message, input.nodes);
  const roots = input.nodes.filter((n) => !hasIncoming(n.id, adjacency)).map((n) => n.id);
  yield* breadthFirst(
    roots.length > 0 ? roots : input.nodes.slice(0, 1).map((n) => n.id),
    adjacency,
    Infinity,
    true,
  );
  for (const node of input.nodes) yield node.id; // what no root reaches (islands in cycles)
}

function hasIncoming(id: string, adjacency: Map<string, StateRelation[]>): boolean {
  return (adjacency.get(id) ?? []).some((r) => r.target === id && r.source !== id);
}

function* breadthFirst(
  starts: string[],
  adjacency: Map<string, StateRelation[]>,
  depth: number,
  downOnly: boolean,
): Generator<string> {
  const seen = new Set(starts);
  let level = starts;
  for (let d = 0; level.length > 0; d++) {
    yield* level;
    if (d >= depth) return;
    const next: string[] = [];
    for (const id of level) {
      for (const relation of adjacency.get(id) ?? []) {
        if (downOnly && relation.source !== id) continue;
        const other = relation.source === id ? relation.target : relation.source;
        if (!seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
      }
    }
    level = next;
  }
}

/** Nodes whose titles contain the message's words (3+ letters), most words first. */
function matchingTitles(message: string, nodes: StateNode[]): string[] {
  const words = [...new Set(message.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
  if (words.length === 0) return [];
  const scored: { id: string; score: number }[] = [];
  for (const node of nodes) {
    const title = node.node.toLowerCase();
    let score = 0;
    for (const word of words) if (title.includes(word)) score++;
    if (score > 0) scored.push({ id: node.id, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.id);
}

function relationLine(relation: StateRelation): string {
  const description = relation.description ? shorten(relation.description, DESCRIPTION_CHARS) : undefined;
  return JSON.stringify({
    source: relation.source,
    target: relation.target,
    ...(description ? { description } : {}),
  });
}

function shorten(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

function leftOutNote(nodes: number, relations: number, shownNodes: number, shownRelations: number): string {
  if (shownNodes === nodes && shownRelations === relations) {
    return `The whole map: ${nodes} nodes and ${relations} relations.`;
  }
  return (
    `The map has ${nodes} nodes and ${relations} relations. Only the ${shownNodes} nodes and ${shownRelations} ` +
    `relations most relevant to the request are listed; ${nodes - shownNodes} nodes and ` +
    `${relations - shownRelations} relations were left out to keep the prompt short. Refer only to listed ids ` +
    'or to ids you add.'
  );
}
