import type { Container, Renderer } from 'pixi.js';
import type { Camera } from '../../camera/Camera';
import type { MapScene } from '../../scene/MapScene';
import { contains, emptyBox, growBox, union, copyBox, type Box } from '../../geometry/Box';
import { CULL_MARGIN_PX, estimateItemsIn, visibleItems } from '../../culling/visibleItems';
import { MIN_READABLE_TEXT_PX } from '../labels/LabelLayer';
import type { SceneLabels, LabelChanges } from '../labels/SceneLabels';
import type { NodeImages } from '../images/NodeImages';
import type { ImageCache } from '../images/ImageCache';
import type { NodeBatch } from '../batch/NodeBatch';
import type { EdgeBatch } from '../batch/EdgeBatch';
import type { SceneBatches } from '../SceneBatches';
import type { ZOrder } from '../zOrder';
import { OverviewSnapshot } from './OverviewSnapshot';
import { coverageOf, type SnapshotLevel } from './SnapshotLevel';
import { levelFits, type LevelView } from './snapshotLevels';
import { SLICE_BUDGET_MS } from './SliceSchedule';
import { labelFaces } from '../labels/fonts';

/**
 * Up to this many nodes + edges in the area a picture (or a slice of one) covers, it draws copies of just those
 * rather than every chunk the area touches (a chunk holds 8,192 items, and long edges stretch chunks far).
 */
export const SNAPSHOT_LIST_LIMIT = 50_000;
/**
 * A change whose stale texels cover more than this share of the overview snapshot redraws it whole: patching
 * costs a pass per rectangle and the items in it, which past here approaches the full redraw.
 */
export const PATCH_AREA_LIMIT = 0.5;
/** Items are looked up this many texels around a patch or slice (nodes also by their widest border), so all that paint into it draw. */
const PATCH_QUERY_PAD_TEXELS = 8;
/**
 * While a map streams in, its picture gets the records loaded since it was last drawn at most this often (ms):
 * the frames between draw nothing, so the load keeps the CPU that drawing would take on software WebGL.
 */
export const STREAM_PAINT_MS = 500;
/** ...or as soon as this many records wait, so each addition stays a short list. */
const STREAM_PAINT_RECORDS = 20_000;
/** Labels and arrow heads reach this many screen px past the boxes the spatial indexes hold. */
const MAP_PAD_PX = 48;
/** Without labels, anti-aliased outlines reach this many screen px past them. */
const SHAPE_PAD_PX = 4;

/** The renderer's parts the overview painter draws with. */
export interface OverviewParts {
  renderer: Renderer;
  scene: MapScene;
  batches: SceneBatches;
  nodes: NodeBatch;
  edges: EdgeBatch;
  labels: SceneLabels;
  pictures: NodeImages;
  images: ImageCache;
  zOrder: ZOrder;
  /** The scene layers (graph coordinates). */
  world: Container;
}

/**
 * Keeps the overview pictures (`OverviewSnapshot`) up to date for a big view: shows the best fitting one,
 * patches it after small changes, draws the next one a few slices per frame ahead of the camera, and draws one
 * whole in the frame only when no picture can stand in (counted in `draws.full`).
 */
export class OverviewPainter {
  readonly snapshot: OverviewSnapshot;
  /** How pictures were brought up to date: drawn whole in one frame, patched, drawn in slices (and slices drawn). */
  readonly draws = { full: 0, patched: 0, built: 0, slices: 0, streamed: 0 };
  /** The camera of the picture a streaming load is adding its slices to (null when no load is streaming). */
  private streamView: LevelView | null = null;
  /** When the streaming picture was last drawn to (ms, `now`). */
  private streamPainted = 0;
  private readonly nodeIds = new Set<string>();
  private readonly edgeIds = new Set<string>();
  private readonly box = emptyBox();
  private readonly area = emptyBox();
  private readonly map = emptyBox();
  /** Stops listening for label faces. */
  private readonly offFaces: () => void;

  constructor(
    private readonly parts: OverviewParts,
    requestFrame: () => void,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.snapshot = new OverviewSnapshot(requestFrame);
    // Labels that waited for their typeface's files are laid out once they arrive: pictures drawn without them
    // are dropped, and the next frame draws the view again.
    this.offFaces = labelFaces.onChange(() => {
      this.snapshot.invalidate();
      requestFrame();
    });
  }

  /** Frees the pictures. */
  destroy(): void {
    this.offFaces();
    this.snapshot.destroy();
  }

  /**
   * Puts a picture of `view` on screen for `camera`. `placeLive` places labels and images for the view when the
   * frame listed its items (else they are hidden), for a picture drawn whole now.
   */
  frame(camera: Camera, view: Box, placeLive: (() => void) | null): void {
    const snap = this.snapshot;
    const map = this.mapBounds(camera.zoom);
    let ready = snap.choose(camera.zoom, view, map) && this.patch();
    const pending = snap.building;
    if (!ready && pending && levelFits(pending, camera.zoom, view, map)) {
      // The camera caught up with the picture in progress: finish it now rather than start another.
      this.build(Infinity);
      ready = snap.choose(camera.zoom, view, map);
    }
    if (!ready) this.captureWhole(camera, placeLive);
    else {
      // A picture for a camera already left behind (say one at the zoom where a slow frame looked like a rest,
      // overtaken by the zoom) would block the one now needed.
      if (pending && !levelFits(pending, camera.zoom, view, map)) snap.dropBuild();
      if (!snap.building) {
        const next = snap.plan(camera, view, map);
        if (next) this.placeFor(snap.startBuild(next, this.parts.renderer.resolution), null);
      }
      if (snap.building && this.build(SLICE_BUDGET_MS)) snap.choose(camera.zoom, view, map);
    }
    snap.show(camera);
  }

  /**
   * While a big map streams in: keeps a picture of the camera's view holding the records loaded so far, adding
   * to it those loaded since it was last drawn (`nodeIds`, `edgeIds`) every STREAM_PAINT_MS or once they are many
   * (counted in `draws.streamed`); a camera that moved, or too many records to list, draws it anew from everything
   * loaded. True when the picture changed and the frame must be rendered (the caller then forgets the ids); false
   * leaves the screen as it is. Until the load completes, edges lie over nodes loaded before them and labels and
   * node images wait: `endStream` then has the next frame draw the complete picture.
   */
  stream(camera: Camera, nodeIds: ReadonlySet<string>, edgeIds: ReadonlySet<string>): boolean {
    const { renderer, world, nodes, edges, zOrder } = this.parts;
    const snap = this.snapshot;
    const v = this.streamView;
    const moved =
      !v ||
      !snap.current ||
      v.centerX !== camera.center.x ||
      v.centerY !== camera.center.y ||
      v.zoom !== camera.zoom ||
      v.width !== camera.width ||
      v.height !== camera.height;
    const count = nodeIds.size + edgeIds.size;
    const now = this.now();
    if (
      !moved &&
      (count === 0 || (now - this.streamPainted < STREAM_PAINT_MS && count < STREAM_PAINT_RECORDS))
    )
      return false;
    this.streamPainted = now;
    if (moved || count > SNAPSHOT_LIST_LIMIT) {
      const view = viewOf(camera);
      this.streamView = view;
      this.hideLabelsAndImages(null);
      this.syncArea(coverageOf(view, this.area), view.zoom);
      snap.capture(renderer, world, view);
    } else {
      const b = coverageOf(v, this.area);
      nodes.sync(b, v.zoom, zOrder.sorted(nodeIds));
      edges.sync(b, v.zoom, edgeIds);
      snap.drawOver(renderer, world);
    }
    this.draws.streamed++;
    snap.show(camera);
    return true;
  }

  /** Ends a streaming load: its picture is dropped, so the next frame draws the complete map. */
  endStream(): void {
    if (!this.streamView) return;
    this.streamView = null;
    this.snapshot.invalidate();
  }

  /**
   * The scene's drawn bounds, padded for what paints past the indexed boxes at `zoom` (`pad` screen px), and the
   * labels last placed (a central topic's, grown at the fit of a big map, can reach past that pad).
   */
  private mapBounds(zoom: number, pad = MAP_PAD_PX): Box {
    const { scene, batches, labels } = this.parts;
    copyBox(this.map, scene.nodeIndex.bounds);
    union(this.map, scene.edgeIndex.bounds);
    growBox(this.map, pad / zoom + batches.maxBorder);
    return labels.count > 0 ? union(this.map, labels.extent) : this.map;
  }

  /** True when all the map paints at `zoom` (its labels too when `labels`) lies inside `view`. */
  mapInside(view: Box, zoom: number, labels: boolean): boolean {
    return contains(view, this.mapBounds(zoom, labels ? MAP_PAD_PX : SHAPE_PAD_PX));
  }

  /** Draws a picture of the camera's view whole, in this frame. */
  private captureWhole(camera: Camera, placeLive: (() => void) | null): void {
    const { world, renderer } = this.parts;
    this.draws.full++;
    const view = viewOf(camera);
    this.syncArea(coverageOf(view, this.area), view.zoom);
    // Labels and images are placed only for a new picture: it carries them while it moves.
    if (placeLive) placeLive();
    else this.hideLabelsAndImages(null); // a patch that gave up may have placed them for the old zoom
    world.scale.set(view.zoom);
    world.visible = true;
    this.snapshot.capture(renderer, world, view);
  }

  /** Draws slices of the picture in progress for up to `budgetMs`; true once it is complete. */
  private build(budgetMs: number): boolean {
    const { renderer, world, labels, batches } = this.parts;
    const level = this.snapshot.building!;
    const pad = PATCH_QUERY_PAD_TEXELS / level.texelsPerUnit + batches.maxBorder;
    const done = this.snapshot.stepBuild(
      (rect) => {
        const b = growBox(level.graphBox(rect, 0, this.box), pad);
        this.syncArea(b, level.zoom);
        labels.only(b);
        this.snapshot.drawSlice(renderer, world, rect);
        this.draws.slices++;
      },
      budgetMs,
      this.now,
    );
    labels.only(null);
    if (done) this.draws.built++;
    return done;
  }

  /** Brings the batches up to date for drawing graph box `b` at `zoom`: copies of the items in it when few enough, else the chunks it touches. */
  private syncArea(b: Box, zoom: number): void {
    const { scene, nodes, edges, zOrder } = this.parts;
    let listed = estimateItemsIn(scene.nodeIndex, scene.edgeIndex, b) <= SNAPSHOT_LIST_LIMIT;
    if (listed) {
      scene.nodeIndex.query(b, this.nodeIds);
      scene.edgeIndex.query(b, this.edgeIds);
      listed = this.nodeIds.size + this.edgeIds.size <= SNAPSHOT_LIST_LIMIT;
    }
    nodes.sync(b, zoom, listed ? zOrder.sorted(this.nodeIds) : null);
    edges.sync(b, zoom, listed ? this.edgeIds : null);
  }

  /**
   * Places labels and node images for the view `level` was aimed at (reporting label changes to `changed`): the
   * readable labels of what it shows, or only the central and main topics' when nothing else can be read.
   */
  private placeFor(level: SnapshotLevel, changed: LabelChanges | null): void {
    const { scene, batches, labels, pictures, images, renderer } = this.parts;
    const zoom = level.zoom;
    const readable = batches.maxTextSize * zoom >= MIN_READABLE_TEXT_PX;
    const view = growBox(copyBox(this.box, level.takenView), CULL_MARGIN_PX / zoom);
    if (!readable && batches.imageNodes === 0) {
      // Only the central and main topics can be read (semantic zoom): no need to list the view's items.
      labels.update(scene, null, null, zoom, changed, view);
      if (pictures.root.children.length > 0) pictures.update(scene, NONE, images, 1);
      return;
    }
    visibleItems(scene.nodeIndex, level.takenView, zoom, this.nodeIds, this.box);
    visibleItems(scene.edgeIndex, level.takenView, zoom, this.edgeIds, this.box);
    if (readable) labels.update(scene, this.nodeIds, this.edgeIds, zoom, changed);
    else labels.update(scene, null, null, zoom, changed, this.box);
    pictures.update(scene, this.nodeIds, images, zoom * renderer.resolution);
  }

  /**
   * Brings the shown picture up to date with the changes since it was drawn by redrawing only the texels they
   * touched: labels and images are placed again for the view it was taken for (their changes add to the stale
   * region), then each stale rectangle is cleared and drawn again with everything the spatial indexes find in
   * it, in full-redraw order. False (nothing drawn) when too much is stale: the caller redraws it whole.
   */
  private patch(): boolean {
    const snap = this.snapshot;
    const dirty = snap.dirty;
    if (!dirty || dirty.empty) return true;
    const { scene, renderer, world, labels, nodes, edges, zOrder, batches } = this.parts;
    const level = snap.current!;
    this.placeFor(level, dirty);
    if (dirty.overflowed || dirty.area > PATCH_AREA_LIMIT * snap.texels) return false;
    const pad = PATCH_QUERY_PAD_TEXELS / level.texelsPerUnit;
    for (let i = 0; i < dirty.rects.length / 4; i++) {
      const b = growBox(dirty.graphBox(i, this.box), pad + batches.maxBorder);
      scene.nodeIndex.query(b, this.nodeIds);
      scene.edgeIndex.query(b, this.edgeIds);
      nodes.sync(b, level.zoom, zOrder.sorted(this.nodeIds));
      edges.sync(b, level.zoom, this.edgeIds);
      labels.only(b);
      snap.patch(renderer, world, dirty.rects, i * 4);
    }
    labels.only(null);
    dirty.clear();
    this.draws.patched++;
    return true;
  }

  /** No labels and no node images (reporting the labels' boxes to `changed` when given). */
  private hideLabelsAndImages(changed: LabelChanges | null): void {
    const { labels, pictures, scene, images } = this.parts;
    labels.clear(changed);
    if (pictures.root.children.length > 0) pictures.update(scene, NONE, images, 1);
  }
}

const NONE: ReadonlySet<string> = new Set();

/** The camera's view as a picture is aimed at it. */
function viewOf(camera: Camera): LevelView {
  return {
    centerX: camera.center.x,
    centerY: camera.center.y,
    zoom: camera.zoom,
    width: camera.width,
    height: camera.height,
  };
}
