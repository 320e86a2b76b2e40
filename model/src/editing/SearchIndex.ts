import type { MapState } from '../state/MapState';
import type { MapNode } from '../schema/node';
import type { Operation } from '../ops/operation';
import { stripHtml } from './stripHtml';
import { JoinedText, SLOT_SEPARATOR, lowerSameLength } from './JoinedText';
import { GramFilter } from './GramFilter';

/** Characters of context shown on each side of a content match (spec §2.3). */
export const SEARCH_CONTEXT_CHARS = 15;

/** Counts stop here: past it a mode reports `capped` (the UI shows "1000+"); below it counts are exact. */
export const SEARCH_COUNT_CAP = 1000;

/** Slots per segment: an edit re-joins only its segment's texts, on the next query. */
export const SEGMENT_SLOTS = 512;

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

/**
 * The answer of one mode: `count` is exact up to {@link SEARCH_COUNT_CAP}; `capped` says there are more than
 * that (and `count` is the cap). At most `limit` results, in map order.
 */
export interface SearchModeResults<R> {
  count: number;
  capped: boolean;
  results: R[];
}

/** What a search finds: titles count matching nodes, contents count every occurrence. */
export interface SearchResults {
  titles: SearchModeResults<TitleResult>;
  contents: SearchModeResults<ContentResult>;
}

/** How much time is left in the current slice of work, like the browser's `IdleDeadline`. */
export interface WorkDeadline {
  timeRemaining(): number;
}

interface Segment {
  titles: JoinedText;
  contents: JoinedText;
  /** Pairs and triples present in each text, so a query that cannot occur skips the scan. */
  titleGrams: GramFilter;
  contentGrams: GramFilter;
}

/** An empty answer. */
export function emptySearchResults(): SearchResults {
  return {
    titles: { count: 0, capped: false, results: [] },
    contents: { count: 0, capped: false, results: [] },
  };
}

/**
 * Title and content search over a map (spec §2.3). Building is cheap (it only records each node's label and
 * description); the costly part, stripping HTML and joining texts, happens per segment of 512 nodes,
 * either in idle slices through {@link SearchIndex.prepare} or on the first query that needs it. A query
 * is a native `indexOf` scan of each segment's joined lower-case text that stops once the count passes the cap,
 * so common one-letter queries cost no more than rare ones; a segment whose {@link GramFilter} lacks one of the
 * query's character pairs or triples is skipped unscanned, so rare queries (the ones that used to scan everything)
 * cost a few bit tests per segment. `update(ops)` re-reads only the nodes the operations name and marks their
 * segments to be re-joined.
 */
export class SearchIndex {
  private readonly slots = new Map<string, number>();
  private readonly ids: (string | null)[] = [];
  private readonly free: number[] = [];
  private readonly labels: string[] = [];
  /** What a title search reads per slot: the label, then the names of the node's markers (issue 36). */
  private readonly titleTexts: string[] = [];
  private readonly html: string[] = [];
  /** Stripped description per slot; undefined until its segment is prepared after the description changed. */
  private readonly plain: (string | undefined)[] = [];
  /** Prepared segments; undefined when a segment must be (re)built. */
  private readonly segments: (Segment | undefined)[] = [];

  private readonly segmentSlots: number;
  private readonly markerText: (markers: readonly string[]) => string;

  /**
   * `segmentSlots`: nodes per segment (default {@link SEGMENT_SLOTS}); tests use small ones to get many.
   * `markerText`: the searchable names of a node's markers (the shell's, in its language; default their ids),
   * so a title search finds a node by its markers too.
   */
  constructor(
    private readonly state: MapState,
    options: { segmentSlots?: number; markerText?: (markers: readonly string[]) => string } = {},
  ) {
    this.segmentSlots = options.segmentSlots ?? SEGMENT_SLOTS;
    this.markerText = options.markerText ?? ((markers) => markers.join(' '));
    for (const node of state.nodes.values()) this.put(node);
  }

  /** True when every segment is prepared, so the next query does no preparation. */
  get ready(): boolean {
    for (let s = 0; s < this.segmentCount(); s++) if (!this.segments[s]) return false;
    return true;
  }

  /**
   * Prepares segments until `deadline` has no time left (all of them without one); returns whether all are
   * ready. Meant for idle time, so the first query finds the work done.
   */
  prepare(deadline?: WorkDeadline): boolean {
    for (let s = 0; s < this.segmentCount(); s++) {
      if (this.segments[s]) continue;
      if (deadline && deadline.timeRemaining() <= 0) return false;
      this.segment(s);
    }
    return true;
  }

  /** Follows applied operations: re-reads the nodes they add, change or remove. */
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
    const out = emptySearchResults();
    const q = lowerSameLength(query.trim());
    if (q === '' || q.includes(SLOT_SEPARATOR)) return out;
    const grams = GramFilter.queryHashes(q);
    for (let s = 0; s < this.segmentCount(); s++) {
      const segment = this.segment(s);
      if (!out.titles.capped && segment.titleGrams.mayContain(grams))
        this.scanTitles(segment.titles, q, limit, out.titles);
      if (!out.contents.capped && segment.contentGrams.mayContain(grams))
        this.scanContents(segment.contents, q, limit, out.contents);
      if (out.titles.capped && out.contents.capped) break;
    }
    return out;
  }

  /**
   * The nodes whose label or description (HTML stripped) holds `query`, case-insensitively, in map order: the
   * candidates find and replace refines with its own options (`findMatches`), from the same prepared segments.
   */
  nodesContaining(query: string): string[] {
    const q = lowerSameLength(query);
    if (q.trim() === '' || q.includes(SLOT_SEPARATOR)) return [];
    const grams = GramFilter.queryHashes(q);
    const found = new Set<number>();
    for (let s = 0; s < this.segmentCount(); s++) {
      const segment = this.segment(s);
      if (segment.titleGrams.mayContain(grams)) collectSlots(segment.titles, q, found);
      if (segment.contentGrams.mayContain(grams)) collectSlots(segment.contents, q, found);
    }
    return [...found].sort((a, b) => a - b).map((slot) => this.ids[slot]!);
  }

  /** Counts each node whose label holds `q` once. */
  private scanTitles(
    joined: JoinedText,
    q: string,
    limit: number,
    tally: SearchModeResults<TitleResult>,
  ): void {
    let k = 0;
    for (let at = joined.lower.indexOf(q); at >= 0; at = joined.lower.indexOf(q, joined.endOf(k))) {
      if (tally.count === SEARCH_COUNT_CAP) {
        tally.capped = true;
        return;
      }
      k = joined.positionOf(at, k);
      tally.count++;
      const slot = joined.slots[k];
      if (tally.results.length < limit) tally.results.push({ id: this.ids[slot]!, label: this.labels[slot] });
    }
  }

  /** Counts every (non-overlapping) occurrence of `q` in the descriptions. */
  private scanContents(
    joined: JoinedText,
    q: string,
    limit: number,
    tally: SearchModeResults<ContentResult>,
  ): void {
    let k = 0;
    for (let at = joined.lower.indexOf(q); at >= 0; at = joined.lower.indexOf(q, at + q.length)) {
      if (tally.count === SEARCH_COUNT_CAP) {
        tally.capped = true;
        return;
      }
      tally.count++;
      if (tally.results.length < limit) {
        k = joined.positionOf(at, k);
        tally.results.push(this.context(joined.slots[k], at - joined.starts[k], q.length));
      }
    }
  }

  private context(slot: number, at: number, length: number): ContentResult {
    const text = this.plain[slot]!;
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

  private segmentCount(): number {
    return Math.ceil(this.ids.length / this.segmentSlots);
  }

  /** The prepared segment `s`, building it first when an edit (or the start) left it unprepared. */
  private segment(s: number): Segment {
    const ready = this.segments[s];
    if (ready) return ready;
    const titleSlots: number[] = [];
    const titleTexts: string[] = [];
    const contentSlots: number[] = [];
    const contentTexts: string[] = [];
    const end = Math.min(this.ids.length, (s + 1) * this.segmentSlots);
    for (let slot = s * this.segmentSlots; slot < end; slot++) {
      if (this.ids[slot] === null) continue;
      if (this.titleTexts[slot] !== '') {
        titleSlots.push(slot);
        titleTexts.push(this.titleTexts[slot]);
      }
      // Stripping HTML is the costly part: done once per description, again only when it changes.
      const plain = (this.plain[slot] ??= stripHtml(this.html[slot]));
      if (plain !== '') {
        contentSlots.push(slot);
        contentTexts.push(plain);
      }
    }
    const titles = JoinedText.of(titleSlots, titleTexts);
    const contents = JoinedText.of(contentSlots, contentTexts);
    const segment = {
      titles,
      contents,
      titleGrams: GramFilter.of(titles.lower),
      contentGrams: GramFilter.of(contents.lower),
    };
    this.segments[s] = segment;
    return segment;
  }

  private put(node: MapNode): void {
    const id = node.data.id;
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      this.slots.set(id, slot);
      this.ids[slot] = id;
      this.labels[slot] = '';
      this.titleTexts[slot] = '';
      this.html[slot] = '';
      this.plain[slot] = '';
      this.segments[Math.floor(slot / this.segmentSlots)] = undefined;
    }
    const label = node.data.label ?? '';
    // Read as any list (a record the schema has not checked yet may hold something else there).
    const markers: unknown = node.data.markers;
    // A line break keeps a query from matching across the label and the marker names.
    const titleText =
      Array.isArray(markers) && markers.length > 0 ? `${label}\n${this.markerText(markers)}` : label;
    const description = node.data.description ?? '';
    if (titleText === this.titleTexts[slot] && description === this.html[slot]) return;
    this.labels[slot] = label;
    this.titleTexts[slot] = titleText;
    if (description !== this.html[slot]) {
      this.html[slot] = description;
      this.plain[slot] = description === '' ? '' : undefined;
    }
    this.segments[Math.floor(slot / this.segmentSlots)] = undefined;
  }

  private drop(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.ids[slot] = null;
    this.labels[slot] = '';
    this.titleTexts[slot] = '';
    this.html[slot] = '';
    this.plain[slot] = '';
    this.free.push(slot);
    this.segments[Math.floor(slot / this.segmentSlots)] = undefined;
  }
}

/** Adds to `found` the slot of every text of `joined` that holds `q`. */
function collectSlots(joined: JoinedText, q: string, found: Set<number>): void {
  let k = 0;
  for (let at = joined.lower.indexOf(q); at >= 0; at = joined.lower.indexOf(q, joined.endOf(k))) {
    k = joined.positionOf(at, k);
    found.add(joined.slots[k]);
  }
}
