import type { MapState } from '../state/MapState';

/**
 * The text view's page list (spec §2.19): every node in map order, with its label lowered once so that a search
 * keystroke on a 100,000-node map is one pass of `includes` over ready strings. Build a new one after the
 * document changes (it holds no reference to the state).
 */
/** Searches remembered per catalogue: a query typed and erased again is one of these. */
const RECENT_SEARCHES = 16;

export class PageCatalog {
  private constructor(
    /** Node ids in map order (the z-order the canvas draws). */
    readonly ids: readonly string[],
    private readonly lowered: readonly string[],
  ) {}

  /** The last searches' results (a keystroke narrows the previous one's; Backspace finds its earlier one). */
  private readonly recent: { needle: string; ids: string[]; indices: number[] }[] = [];

  /** The catalogue of `state`'s nodes. Costs one pass over the nodes. */
  static of(state: MapState): PageCatalog {
    const ids = state.nodesOrder().filter((id) => state.nodes.has(id));
    const lowered = ids.map((id) => (state.getNode(id)!.data.label ?? '').toLowerCase());
    return new PageCatalog(ids, lowered);
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
    // Typing on: every label that contains the longer query contains the shorter one, so only the pages the
    // shorter query matched need looking at (the last results kept, longest first).
    const narrower = this.recent.find((r) => needle.includes(r.needle));
    const out: string[] = [];
    const indices: number[] = [];
    if (narrower) {
      for (const i of narrower.indices) {
        if (this.lowered[i].includes(needle)) {
          out.push(this.ids[i]);
          indices.push(i);
        }
      }
    } else {
      for (let i = 0; i < this.lowered.length; i++) {
        if (this.lowered[i].includes(needle)) {
          out.push(this.ids[i]);
          indices.push(i);
        }
      }
    }
    this.recent.unshift({ needle, ids: out, indices });
    this.recent.sort((a, b) => b.needle.length - a.needle.length);
    if (this.recent.length > RECENT_SEARCHES) this.recent.length = RECENT_SEARCHES;
    return out;
  }
}
