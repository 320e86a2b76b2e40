import { Container, RenderTexture } from 'pixi.js';
import type { Surface } from './frame/Surface';
import type { Camera } from '../camera/Camera';
import type { MapScene } from '../scene/MapScene';
import type { SelectionModel } from '../Selection';
import type { ToolOverlay } from '../tools/ToolContext';
import { contains, emptyBox, type Box } from '../geometry/Box';
import { ZOrder } from './zOrder';
import { estimateItemsIn, visibleItems, CULL_MARGIN_PX } from '../culling/visibleItems';
import { parseColor } from '@mapa/model';
import { MIN_READABLE_TEXT_PX } from './labels/LabelLayer';
import { SceneLabels } from './labels/SceneLabels';
import { NodeImages } from './images/NodeImages';
import { SelectionOverlay } from './layers/SelectionOverlay';
import { ChangePreviewLayer } from './layers/ChangePreviewLayer';
import { ImageCache } from './images/ImageCache';
import { NodeBatch } from './batch/NodeBatch';
import { EdgeBatch } from './batch/EdgeBatch';
import { SceneBatches } from './SceneBatches';
import { OverviewPainter } from './overview/OverviewPainter';
import type { OverviewSnapshot } from './overview/OverviewSnapshot';
import { renderGraphBox } from './overview/renderDetached';
import { MINIATURE_GHOST, type MiniatureFrame } from '../miniature/miniatureContent';
import { DrawingLayer } from './layers/DrawingLayer';
import { GridLayer } from './layers/GridLayer';
import { SupportImageLayer } from './layers/SupportImageLayer';
import type { ExportFrame } from '../export/exportImage';
import { straightAlphaCanvas } from '../export/straightAlphaCanvas';
import { whenIdle } from './frame/whenIdle';
import { VISIBLE_BATCH_LIMIT, type FrameStats } from './frame/frameStats';
import { CanvasShift } from './frame/CanvasShift';
import { pictureFrame } from './frame/pictureFrame';

const NONE: ReadonlySet<string> = new Set();
type RGBA = [number, number, number, number];
/**
 * Draws the scene into a PixiJS stage: background colour, then edges, nodes (z-order), node images, labels and
 * the selection overlay. Nodes and edges live in static instanced GPU buffers (`NodeBatch`, `EdgeBatch`) that
 * follow the scene's change sets, so a frame costs what is on screen and a change of k items uploads O(k) data.
 * Labels and images exist only for on-screen items, found through the spatial indexes.
 */
export class SceneRenderer {
  private readonly world = new Container();
  private readonly overlayLayer = new Container();
  private readonly overview: OverviewPainter;
  private readonly nodes = new NodeBatch();
  private readonly edges = new EdgeBatch();
  private readonly batches: SceneBatches;
  readonly labels = new SceneLabels(() => this.batches.prominent);
  /** The miniature's own labels (central and main topics): drawing it leaves the view's labels as they are. */
  private readonly miniatureLabels = new SceneLabels(() => this.batches.prominent);
  private readonly pictures = new NodeImages();
  private readonly overlay = new SelectionOverlay();
  private readonly changePreview = new ChangePreviewLayer();
  private readonly drawings = new DrawingLayer();
  private readonly grid = new GridLayer();
  private readonly supportImages: SupportImageLayer;
  // Reused every frame (no allocation in the frame loop).
  private readonly foundNodes = new Set<string>();
  private readonly foundEdges = new Set<string>();
  /** Records streamed in and not yet added to the streaming picture. */
  private readonly streamNodes = new Set<string>();
  private readonly streamEdges = new Set<string>();
  private readonly view = emptyBox();
  private readonly cullBox = emptyBox();
  private readonly images: ImageCache;
  private readonly stats: FrameStats = { visibleNodes: 0, visibleEdges: 0 };
  /** Whether labels are readable at this frame's zoom (set by `listVisible`). */
  private readable = false;
  private readonly zOrder: ZOrder;
  /** Set by `prepare`: the next frame is the map's first and draws it directly (see `render`). */
  private firstFrame = false;
  /** Cancels the idle-time frame that draws the overview picture after the first frame. */
  private cancelIdleFrame: () => void = () => {};
  /** Told when a background image or video has loaded (the miniature shows them). */
  onBackgroundLoad: (() => void) | null = null;
  /** Shows a pan of the overview picture by moving the drawn canvas. */
  readonly shift: CanvasShift;

  constructor(
    private readonly app: Surface,
    private readonly scene: MapScene,
    private readonly camera: Camera,
    private readonly selection: SelectionModel,
    private readonly toolOverlay: ToolOverlay,
    private readonly requestFrame: () => void,
  ) {
    this.batches = new SceneBatches(scene, this.nodes, this.edges);
    this.shift = new CanvasShift(app.canvas, app.element);
    this.zOrder = new ZOrder(scene);
    this.world.addChild(this.edges.root, this.nodes.chunks.root, this.pictures.root, this.labels.layer.root);
    this.supportImages = new SupportImageLayer(() => {
      this.onBackgroundLoad?.();
      requestFrame();
    });
    this.overlayLayer.addChild(
      this.supportImages.front,
      this.drawings.root,
      this.grid.front,
      this.changePreview.root,
      this.overlay.root,
    );
    this.images = new ImageCache(() => {
      // A picture arrived: an overview snapshot taken without it is stale.
      this.snapshot.invalidate();
      requestFrame();
    });
    this.overview = new OverviewPainter(
      {
        renderer: app.renderer,
        scene,
        batches: this.batches,
        nodes: this.nodes,
        edges: this.edges,
        labels: this.labels,
        pictures: this.pictures,
        images: this.images,
        zOrder: this.zOrder,
        world: this.world,
      },
      requestFrame,
    );
    app.stage.addChild(
      this.grid.back,
      this.supportImages.back,
      this.world,
      this.snapshot.quad.mesh,
      this.overlayLayer,
    );
  }

  /** The overview pictures (the render bench reads `snapshot.magnified`). */
  get snapshot(): OverviewSnapshot {
    return this.overview.snapshot;
  }

  /** How the overview pictures were brought up to date, counted for tests and the bench. */
  get snapshotDraws(): OverviewPainter['draws'] {
    return this.overview.draws;
  }

  /** True while a background video is on the map: the engine keeps drawing frames. */
  get videosPlaying(): boolean {
    return this.supportImages.playing;
  }

  /** The background images and videos, whose loaded media an image export draws again. */
  get backgroundMedia(): SupportImageLayer {
    return this.supportImages;
  }

  /** The scene layers (graph coordinates under the camera transform); the render bench's probe toggles them. */
  get worldContainer(): Container {
    return this.world;
  }

  /**
   * The CPU side of the next frame that needs no WebGL context: the scene's changes written into the batches'
   * buffers (uploaded when they are drawn). `render` does it too; doing it early lets it overlap the context's
   * creation (see `startEngine`).
   */
  prepare(): void {
    this.syncBatches();
    this.firstFrame = true;
  }

  /**
   * Draws one frame. `showHandles`: a single resizable node is selected. `loading`: a big map is streaming in;
   * each slice's records go to the GPU buffers and are added to a picture of the view as they arrive (redrawing
   * a half-built map each slice would cost more than the load itself on software WebGL); the frame after the
   * load draws the complete picture.
   */
  render(showHandles: boolean, loading = false): FrameStats {
    const { camera, scene } = this;
    // The map's canvas colour, else its theme's (the frame element behind a moved canvas shows the same).
    const bg = parseColor(scene.styles.background(), { rgb: 0xffffff, alpha: 1 });
    this.app.renderer.background.color = bg.rgb;
    this.app.renderer.background.alpha = bg.alpha;

    if (loading) return this.renderStreaming();
    this.overview.endStream();
    this.streamNodes.clear();
    this.streamEdges.clear();
    this.syncBatches();
    camera.visibleBox(this.view);
    const zoom = camera.zoom;
    const m = CULL_MARGIN_PX / zoom;
    this.cullBox.minX = this.view.minX - m;
    this.cullBox.minY = this.view.minY - m;
    this.cullBox.maxX = this.view.maxX + m;
    this.cullBox.maxY = this.view.maxY + m;
    const listed = this.listVisible(zoom);
    // A small part of the map on screen: draw copies of just those instances rather than whole chunks.
    const few = listed && this.foundNodes.size + this.foundEdges.size <= VISIBLE_BATCH_LIMIT;
    const big = scene.nodeIndex.size + scene.edgeIndex.size > VISIBLE_BATCH_LIMIT;
    // Small maps always draw live; big ones live only while few of their items are on screen, or in the map's
    // first frame after `prepare`. Its overview picture (four times the view's pixels) waits for an idle moment, so
    // the first frame is shown without waiting for it, or for the first frame that needs it (a camera move).
    const first = this.firstFrame;
    this.firstFrame = false;
    if (first && big && !few) {
      this.cancelIdleFrame();
      this.cancelIdleFrame = whenIdle(this.requestFrame);
    }
    const live = few || !big || first;
    if (live) this.placeLabelsAndImages(zoom, listed);
    if (few) {
      this.nodes.sync(this.cullBox, zoom, this.zOrder.sorted(this.foundNodes));
      this.edges.sync(this.cullBox, zoom, this.foundEdges);
    } else if (live) {
      this.nodes.sync(this.cullBox, zoom, null);
      this.edges.sync(this.cullBox, zoom, null);
    } else {
      // Much of a big map on screen: show a picture of it (moved and scaled, patched after small changes, the
      // next one drawn a few slices per frame ahead of the camera).
      this.overview.frame(camera, this.view, () => this.placeLabelsAndImages(zoom, listed));
    }
    // Live frames re-place labels for their own view: the snapshot's would no longer match them.
    if (live) {
      this.snapshot.hide();
      this.snapshot.invalidate();
    }
    this.world.visible = live;
    this.place(this.world);
    this.place(this.overlayLayer);
    this.drawings.update(scene.state?.canvas?.drawingData, this.toolOverlay, zoom);
    this.grid.update(this.toolOverlay.grid === true, camera, this.toolOverlay);
    this.supportImages.update(scene.state?.canvas?.backgroundImages, this.toolOverlay, camera);
    this.changePreview.draw(scene, this.toolOverlay.changePreview, zoom);
    this.overlay.draw(scene, this.selection, this.toolOverlay, zoom, showHandles);
    this.present(zoom);
    scene.changes.canvas = false;
    return this.stats;
  }

  /** Draws the stage, or moves the drawn canvas when the frame is it panned (`CanvasShift`; see `drew`). */
  private present(zoom: number): void {
    const frame = pictureFrame(this.app, this.snapshot, this.world);
    if (this.shift.show(frame)) return;
    this.app.renderer.render(this.app.stage);
    const readable = this.batches.maxTextSize * zoom >= MIN_READABLE_TEXT_PX;
    this.shift.drew(frame && this.overview.mapInside(this.view, zoom, readable) ? frame : null);
  }

  /**
   * A frame while a big map streams in: the records of the last slice go to the GPU buffers and, every few
   * frames, to a picture of the view (`OverviewPainter.stream`), so the map fills in as it loads; the frames
   * between render nothing (the screen keeps the last picture) and the overlay waits.
   */
  private renderStreaming(): FrameStats {
    // The records the last slice loaded (the scene reports them as changes until the batches take them).
    const { nodes, edges } = this.scene.changes;
    for (const id of nodes) this.streamNodes.add(id);
    for (const id of edges) this.streamEdges.add(id);
    // No stale-region tracking: the streaming picture is added to, never patched.
    if (this.batches.sync(null)) this.snapshot.dropSpares();
    if (this.overview.stream(this.camera, this.streamNodes, this.streamEdges)) {
      this.streamNodes.clear();
      this.streamEdges.clear();
      this.world.visible = false;
      this.app.renderer.render(this.app.stage);
      this.shift.drew(null);
    }
    return this.stats;
  }

  /**
   * Draws the scene (never the selection overlay) for `frame` into a new canvas: everything in its box, or only
   * `only` (the selection), between the graph-space layers `behind` (background images) and `above` (drawings).
   * `background` is RGBA 0–1 (alpha 0 for a transparent PNG). One GPU pass and one read-back, whatever the map's
   * size; the next frame draws the view as before.
   */
  exportCanvas(
    frame: ExportFrame,
    background: RGBA,
    only: { nodes: readonly string[]; edges: readonly string[] } | null,
    layers: { behind: Container; above: Container },
  ): HTMLCanvasElement {
    const { scene } = this;
    this.batches.sync();
    this.snapshot.invalidate();
    const { bounds, scale } = frame;
    const nodeIds = this.foundNodes;
    const edgeIds = this.foundEdges;
    if (only) {
      nodeIds.clear();
      edgeIds.clear();
      for (const id of only.nodes) if (scene.nodeIndex.get(id)) nodeIds.add(id);
      for (const id of only.edges) if (scene.edgeIndex.get(id)) edgeIds.add(id);
      this.nodes.sync(bounds, scale, this.zOrder.sorted(nodeIds));
      this.edges.sync(bounds, scale, edgeIds);
    } else {
      scene.nodeIndex.query(bounds, nodeIds);
      scene.edgeIndex.query(bounds, edgeIds);
      this.nodes.sync(bounds, scale, null);
      this.edges.sync(bounds, scale, null);
    }
    // Too small to read, a whole map shows only its central and main topics (a selection is listed anyway).
    const listed = only !== null || this.batches.maxTextSize * scale >= MIN_READABLE_TEXT_PX;
    this.labels.update(scene, listed ? nodeIds : null, listed ? edgeIds : null, scale, null, bounds);
    this.pictures.update(scene, nodeIds, this.images, scale);
    const target = RenderTexture.create({ width: frame.width, height: frame.height, resolution: 1 });
    try {
      renderGraphBox(this.app.renderer, this.world, target, frame, background, layers);
      return straightAlphaCanvas(this.app.renderer.extract.pixels(target));
    } finally {
      target.destroy(true);
    }
  }

  /**
   * Draws the nodes and edges of `frame.bounds` at `frame.scale` (central and main topics' labels, no node images
   * or overlay; clear fills in their border colour or MINIATURE_GHOST) over `behind` (graph-space: the faint
   * background images) into `target`, cleared to `background` (RGBA 0–1): a navigator's miniature. Pending changes still reach the overview snapshot's stale region, so it is patched as usual.
   */
  renderMiniature(target: RenderTexture, frame: MiniatureFrame, behind: Container, background: RGBA): void {
    this.syncBatches();
    this.nodes.sync(frame.bounds, frame.scale, null);
    this.edges.sync(frame.bounds, frame.scale, null);
    const [hide, above] = [[this.labels.layer.root, this.pictures.root], this.miniatureLabels.layer.root];
    this.miniatureLabels.update(this.scene, null, null, frame.scale, null, frame.bounds);
    this.nodes.setGhost(MINIATURE_GHOST);
    try {
      renderGraphBox(this.app.renderer, this.world, target, frame, background, { behind, above, hide });
    } finally {
      this.nodes.setGhost(null);
    }
  }

  /** Puts a graph-space layer under the camera transform. */
  private place(layer: Container): void {
    const { camera } = this;
    layer.position.set(
      camera.width / 2 - camera.center.x * camera.zoom,
      camera.height / 2 - camera.center.y * camera.zoom,
    );
    layer.scale.set(camera.zoom);
  }

  /** Frees buffers, labels and textures. */
  destroy(): void {
    this.cancelIdleFrame();
    this.images.destroy();
    this.supportImages.destroy();
    this.edges.destroy();
    this.overview.destroy();
    this.labels.layer.destroy();
    this.miniatureLabels.layer.destroy();
  }

  /**
   * Lists on-screen nodes and edges from the spatial indexes when something needs them (readable labels, images,
   * or few enough items to draw from a list), places labels and images, and fills the frame stats. Returns true
   * when `foundNodes`/`foundEdges` hold this frame's lists.
   */
  private listVisible(zoom: number): boolean {
    const { scene } = this;
    const readable = this.batches.maxTextSize * zoom >= MIN_READABLE_TEXT_PX;
    const pictured = this.batches.imageNodes > 0;
    const all = contains(this.view, scene.nodeIndex.bounds) && contains(this.view, scene.edgeIndex.bounds);
    const estimate = all ? Infinity : this.estimateIn(this.cullBox);
    if (!readable && !pictured && estimate > VISIBLE_BATCH_LIMIT) {
      if (this.pictures.root.children.length > 0) this.pictures.update(this.scene, NONE, this.images, 1);
      this.readable = false;
      this.stats.visibleNodes = all ? scene.nodeIndex.size : -1;
      this.stats.visibleEdges = all ? scene.edgeIndex.size : -1;
      return false;
    }
    visibleItems(scene.nodeIndex, this.view, zoom, this.foundNodes, this.cullBox);
    visibleItems(scene.edgeIndex, this.view, zoom, this.foundEdges, this.cullBox);
    this.readable = readable;
    this.stats.visibleNodes = this.foundNodes.size;
    this.stats.visibleEdges = this.foundEdges.size;
    return true;
  }

  /** Labels (all readable ones when `listed`, else the central and main topics') and node images. */
  private placeLabelsAndImages(zoom: number, listed: boolean): void {
    const [nodes, edges] = listed && this.readable ? [this.foundNodes, this.foundEdges] : [null, null];
    this.labels.update(this.scene, nodes, edges, zoom, null, this.cullBox);
    // Unlisted, the images were hidden by `listVisible`.
    if (listed)
      this.pictures.update(this.scene, this.foundNodes, this.images, zoom * this.app.renderer.resolution);
  }

  /**
   * Applies pending scene changes to the GPU batches, reporting what they make stale in the shown overview picture;
   * any change drops the spare picture and the one in progress (they were drawn from the old scene).
   */
  private syncBatches(): void {
    const snapshot = this.snapshot;
    if (this.batches.sync(snapshot.dirty)) snapshot.dropSpares();
    if (snapshot.dirty?.overflowed) snapshot.invalidate();
  }

  /** Rough count of items in `c` (see `estimateItemsIn`). */
  private estimateIn(c: Box): number {
    return estimateItemsIn(this.scene.nodeIndex, this.scene.edgeIndex, c);
  }
}
