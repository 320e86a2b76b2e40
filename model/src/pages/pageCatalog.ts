import type { MapState } from '../state/MapState';

/**
 * The text view's page list (spec §2.19): every node in map order, with its label lowered once, and all the lowered
 * labels joined in one string, so that the first keystroke of a search on a 100,000-node map is one native
 * `indexOf` scan rather than 100,000 calls. Build a new one after the document changes (it holds no reference to
 * the state).
 */
/** Searches remembered per catalogue: a query typed and erased again is one of these. */
const RECENT_SEARCHES = 16;
/** Between two labels in the joined text (a match across it is refused, so any label may contain it). */
const SEPARATOR = '\u0000';
/**
 * A typed-on query looks only at the previous query's matches when they are fewer than this share of the pages;
 * past it one scan of the joined text is cheaper than a call per candidate.
 */
const NARROW_SHARE = 1 / 10;

export class PageCatalog {
  private constructor(
    /** Node ids in map order (the z-order the canvas draws). */
    readonly ids: readonly string[],
    private readonly lowered: readonly string[],
    /** The lowered labels joined by SEPARATOR; label `i` starts at `starts[i]` (and `starts[size]` past the end). */
    private readonly joined: string,
    private readonly starts: Int32Array,
  ) {}

  /** The last searches' results (a keystroke narrows the previous one's; Backspace finds its earlier one). */
  private readonly recent: { needle: string; ids: string[]; indices: number[] }[] = [];

  /** The catalogue of `state`'s nodes. Costs one pass over the nodes. */
  static of(state: MapState): PageCatalog {
    const ids = state.nodesOrder().filter((id) => state.nodes.has(id));
    const lowered = ids.map((id) => (state.getNode(id)!.data.label ?? '').toLowerCase());
    const starts = new Int32Array(lowered.length + 1);
    let at = 0;
    for (let i = 0; i < lowered.length; i++) {
      starts[i] = at;
      at += lowered[i].length + SEPARATOR.length;
    }
    starts[lowered.length] = at;
    return new PageCatalog(ids, lowered, lowered.join(SEPARATOR), starts);
  }

  /** How many pages the map has. */
  get size(): number {
    return this.ids.length;
  }

  /**
   * The ids whose label contains `query`, ignoring case (spec §2.19 'Search nodes...'), in map order. A blank
   * query (spaces only) matches every page; the query is otherwise used as typed, inner spaces included.
   */
  search(query: string): readonly string[] {
    const needle = query.trim().toLowerCase();
    if (needle === '') return this.ids;
    const known = this.recent.find((r) => r.needle === needle);
    if (known) return known.ids;
    // Typing on: every label that contains the longer query contains the shorter one, so when the shorter query
    // matched few pages only those need looking at (the last results kept, longest first).
    const narrower = this.recent.find((r) => needle.includes(r.needle));
    const indices =
      narrower && narrower.indices.length < this.size * NARROW_SHARE
        ? narrower.indices.filter((i) => this.lowered[i].includes(needle))
        : this.scan(needle);
    const out = indices.map((i) => this.ids[i]);
    this.recent.unshift({ needle, ids: out, indices });
    this.recent.sort((a, b) => b.needle.length - a.needle.length);
    if (this.recent.length > RECENT_SEARCHES) this.recent.length = RECENT_SEARCHES;
    return out;
  }

  /** The indices of the labels containing `needle`, by `indexOf` over the joined labels. */
  private scan(needle: string): number[] {
    const { joined, starts } = this;
    const out: number[] = [];
    let label = 0;
    let at = joined.indexOf(needle);
    while (at >= 0) {
      while (starts[label + 1] <= at) label++;
      // The label ends one separator before the next one starts.
      const end = starts[label + 1] - SEPARATOR.length;
      if (at + needle.length <= end) {
        out.push(label);
        at = joined.indexOf(needle, starts[label + 1]);
      } else at = joined.indexOf(needle, at + 1);
    }
    return out;
  }
}
