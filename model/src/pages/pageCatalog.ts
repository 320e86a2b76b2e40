import type { MapState } from '../state/MapState';

/**
 * The text view's page list (spec §2.19): every node in map order, with its label lowered once so that a search
 * keystroke on a 100,000-node map is one pass of `includes` over ready strings. Build a new one after the
 * document changes (it holds no reference to the state).
 */
export class PageCatalog {
  private constructor(
    /** Node ids in map order (the z-order the canvas draws). */
    readonly ids: readonly string[],
    private readonly lowered: readonly string[],
  ) {}

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
    const out: string[] = [];
    for (let i = 0; i < this.lowered.length; i++) if (this.lowered[i].includes(needle)) out.push(this.ids[i]);
    return out;
  }
}
