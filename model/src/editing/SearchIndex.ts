import type { MapState } from '../state/MapState';
import type { MapNode } from '../schema/node';
import type { Operation } from '../ops/operation';
import { stripHtml } from './stripHtml';
import { TextIndex, lowerSameLength } from './TextIndex';

/** Characters of context shown on each side of a content match (spec §2.3). */
export const SEARCH_CONTEXT_CHARS = 15;

/** A node whose label matches. */
export interface TitleResult {
  id: string;
  label: string;
}

/** One occurrence inside a node's description (HTML stripped): `before` + `match` + `after`. */
export interface ContentResult {
  id: string;
  label: string;
  before: string;
  match: string;
  after: string;
  /** Offset of the match in the stripped text; with `id`, a stable key. */
  offset: number;
}

/** What a search finds: exact counts, and at most `limit` results of each mode. */
export interface SearchResults {
  titles: { count: number; results: TitleResult[] };
  contents: { count: number; results: ContentResult[] };
}

/**
 * Title and content search over a map (spec §2.3), kept in step with transactions: `update(ops)` re-reads only
 * the nodes the operations name. A query looks up candidates in trigram indexes and verifies them, so a
 * keystroke costs what matches, not the size of the map (queries under 3 characters scan the prepared texts).
 */
export class SearchIndex {
  private readonly slots = new Map<string, number>();
  private readonly ids: (string | null)[] = [];
  private readonly free: number[] = [];
  private readonly titles = new TextIndex();
  private readonly contents = new TextIndex();
  private readonly labels: string[] = [];
  private readonly plain: string[] = [];
  private readonly html: string[] = [];

  constructor(private readonly state: MapState) {
    for (const node of state.nodes.values()) this.put(node);
  }

  /** Follows applied operations: re-indexes the nodes they add, change or remove. */
  update(ops: readonly Operation[]): void {
    for (const op of ops) {
      if (op.type === 'node.add' || op.type === 'node.update' || op.type === 'node.remove') {
        const id = op.type === 'node.update' ? op.id : op.node.data.id;
        const node = this.state.getNode(id);
        if (node) this.put(node);
        else this.drop(id);
      }
    }
  }

  /** Searches labels and descriptions, case-insensitively; a blank query finds nothing. */
  search(query: string, limit = 100): SearchResults {
    const out: SearchResults = { titles: { count: 0, results: [] }, contents: { count: 0, results: [] } };
    const q = lowerSameLength(query.trim());
    if (q === '') return out;
    for (const slot of this.titles.candidates(q).sort((a, b) => a - b)) {
      if (!this.titles.text(slot)?.includes(q)) continue;
      out.titles.count++;
      if (out.titles.results.length < limit)
        out.titles.results.push({ id: this.ids[slot]!, label: this.labels[slot] });
    }
    for (const slot of this.contents.candidates(q).sort((a, b) => a - b)) {
      const lower = this.contents.text(slot);
      if (lower === null) continue;
      for (let at = lower.indexOf(q); at >= 0; at = lower.indexOf(q, at + q.length)) {
        out.contents.count++;
        if (out.contents.results.length < limit) out.contents.results.push(this.context(slot, at, q.length));
      }
    }
    return out;
  }

  private context(slot: number, at: number, length: number): ContentResult {
    const text = this.plain[slot];
    const start = Math.max(0, at - SEARCH_CONTEXT_CHARS);
    const end = Math.min(text.length, at + length + SEARCH_CONTEXT_CHARS);
    return {
      id: this.ids[slot]!,
      label: this.labels[slot],
      before: (start > 0 ? '…' : '') + text.slice(start, at),
      match: text.slice(at, at + length),
      after: text.slice(at + length, end) + (end < text.length ? '…' : ''),
      offset: at,
    };
  }

  private put(node: MapNode): void {
    const id = node.data.id;
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      this.slots.set(id, slot);
      this.ids[slot] = id;
    }
    const label = node.data.label ?? '';
    this.labels[slot] = label;
    this.titles.set(slot, lowerSameLength(label));
    const description = node.data.description ?? '';
    // Stripping HTML is the costly part: skip it when the description is the one already indexed.
    if (this.html[slot] === description && this.plain[slot] !== undefined) return;
    this.html[slot] = description;
    const plain = description === '' ? '' : stripHtml(description);
    this.plain[slot] = plain;
    this.contents.set(slot, plain === '' ? null : lowerSameLength(plain));
  }

  private drop(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.ids[slot] = null;
    this.labels[slot] = '';
    this.plain[slot] = '';
    this.html[slot] = '';
    this.titles.set(slot, null);
    this.contents.set(slot, null);
    this.free.push(slot);
  }
}
