import type { MapState } from '@mapa/model';
import type { MapScene } from './MapScene';
import { sortByMorton } from '../spatial/morton';

/** Maps with more nodes + edges than this load in slices across frames instead of in one go. */
export const CHUNKED_LOAD_MIN = 20_000;
/** Time given to loading per frame (ms): the page keeps answering input and painting progress. */
export const LOAD_SLICE_MS = 32;

/** How far a chunked load is. */
export interface LoadProgress {
  loaded: number;
  total: number;
  done: boolean;
}

/**
 * Streams a big map into the scene: nodes in z-order, then edges in Z-order of their ends' midpoints, long ones
 * last (so the renderer, which writes them in arrival order, fills each GPU chunk with edges of one area and can
 * skip chunks off screen), a time slice per frame, each slice reported to the renderer as changes so only the new records are
 * written to the GPU buffers. `finish` completes at once (when a transaction arrives mid-load, for instance).
 */
export class SceneLoader {
  private nodes: readonly string[] = [];
  private edges: string[] = [];
  private next = 0;
  private edgesOrdered = false;
  private state: MapState | null = null;
  /** Nodes loaded before the map's places were built, styled as floating topics: loaded again once they are. */
  private restyleNext = 0;
  private restyleEnd = 0;
  readonly progress: LoadProgress = { loaded: 0, total: 0, done: true };

  constructor(private readonly scene: MapScene) {}

  /** True while records remain to be loaded. */
  get active(): boolean {
    return !this.progress.done;
  }

  /** Starts loading `state`: the scene is emptied now and filled by `step`. */
  start(state: MapState): void {
    this.state = state;
    this.scene.beginLoad(state, true);
    this.nodes = [...state.nodesOrder()];
    // Edges are put in spatial order once the nodes are in: the first slices (and frames) do not wait for it.
    this.edges = [];
    this.edgesOrdered = false;
    this.next = 0;
    this.restyleNext = this.restyleEnd = 0;
    this.progress.loaded = 0;
    this.progress.total = this.nodes.length + state.edges.size;
    this.progress.done = this.progress.total === 0;
  }

  /**
   * Loads records until `budgetMs` have passed (checked every 256 records); returns the progress. The map's places
   * (what themes style nodes by) are built first, in slices too: the first slice gives them half its time and
   * loads nodes with the rest, styled as floating topics when the places are not done (a million-node map's take
   * most of a second, which the first frame does not wait for); later slices build them before loading more, then
   * load those early nodes again with their places.
   */
  step(budgetMs: number, now: () => number = () => performance.now()): LoadProgress {
    const end = now() + budgetMs;
    const { scene } = this;
    if (scene.styles.deferPlaces && this.state) {
      const share = this.next === 0 ? budgetMs / 2 : Math.max(0, end - now());
      if (!this.state.preparePlaces(share, now)) {
        if (this.next > 0) return this.progress;
      } else {
        scene.styles.deferPlaces = false;
        this.restyleEnd = Math.min(this.next, this.nodes.length);
      }
    }
    while (this.restyleNext < this.restyleEnd) {
      const stop = Math.min(this.restyleEnd, this.restyleNext + 256);
      for (; this.restyleNext < stop; this.restyleNext++) scene.loadNode(this.nodes[this.restyleNext]);
      if (now() >= end) return this.progress;
    }
    const nodeCount = this.nodes.length;
    const total = this.progress.total;
    while (this.next < total) {
      // Edges wait for the places (a tree branch is drawn as one): the next slice builds them first.
      if (this.next >= nodeCount && scene.styles.deferPlaces) break;
      if (this.next >= nodeCount && !this.edgesOrdered) {
        this.edges = spatialOrder(this.state!);
        this.edgesOrdered = true;
      }
      // A run of 256 ends where the nodes end, so the edges are ordered before the first of them loads.
      const stop = Math.min(this.next < nodeCount ? nodeCount : total, this.next + 256);
      for (; this.next < stop; this.next++) {
        if (this.next < nodeCount) scene.loadNode(this.nodes[this.next]);
        else scene.loadEdge(this.edges[this.next - nodeCount]);
      }
      if (now() >= end) break;
    }
    this.progress.loaded = this.next;
    if (this.next >= total && !this.progress.done) this.complete();
    return this.progress;
  }

  /** Loads everything left now. */
  finish(): void {
    if (this.active) this.step(Infinity);
  }

  private complete(): void {
    // Nodes missing from the z-order list (a normalised document has none) still load, on top.
    if (this.state)
      for (const id of this.state.nodes.keys()) if (this.scene.rankOf(id) < 0) this.scene.loadNode(id);
    this.progress.done = true;
    this.nodes = [];
    this.edges = [];
    this.state = null;
  }
}

/**
 * The state's edge ids sorted along a Z-order curve by the midpoint of their two nodes' centres, edges reaching
 * across the map last (see `sortByMorton`).
 */
function spatialOrder(state: MapState): string[] {
  const ids: string[] = [];
  const ends: number[] = [];
  for (const [id, edge] of state.edges) {
    const s = state.getNode(edge.data.source)?.position;
    const t = state.getNode(edge.data.target)?.position;
    ids.push(id);
    if (s && t) ends.push(s.x, s.y, t.x, t.y);
    else ends.push(0, 0, 0, 0);
  }
  const order = sortByMorton(ids.length, (i, out) => {
    const sx = ends[i * 4];
    const sy = ends[i * 4 + 1];
    const tx = ends[i * 4 + 2];
    const ty = ends[i * 4 + 3];
    out.x = (sx + tx) / 2;
    out.y = (sy + ty) / 2;
    out.size = Math.max(Math.abs(tx - sx), Math.abs(ty - sy));
  });
  const sorted = new Array<string>(ids.length);
  for (let i = 0; i < order.length; i++) sorted[i] = ids[order[i]];
  return sorted;
}
