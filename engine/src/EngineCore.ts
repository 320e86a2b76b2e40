import type { MapState, Point, Transaction } from '@mapa/model';
import type {
  ChangePreview,
  DrawingStyle,
  GraphBox,
  HitTarget,
  MapEngineEvents,
  PointerInfo,
  RemotePresence,
  Selection,
  ToolId,
  Viewport,
  ViewInsets,
} from './api';
import { Camera, DEFAULT_FIT_PADDING, ZOOM_IN_STEP, ZOOM_OUT_STEP, wheelZoomFactor } from './camera/Camera';
import { CameraAnimator } from './camera/CameraAnimator';
import { nodesBounds } from './camera/focusView';
import { CameraController } from './camera/CameraController';
import { Emitter } from './events/Emitter';
import { MapScene } from './scene/MapScene';
import { CHUNKED_LOAD_MIN, LOAD_SLICE_MS, SceneLoader } from './scene/SceneLoader';
import { AdjacencyWarmer, type IdleScheduler } from './scene/AdjacencyWarmer';
import { SelectionModel } from './Selection';
import { hitTest } from './hit/hitTest';
import { EngineToolContext } from './tools/EngineToolContext';
import { createToolSet, isAvailableTool, isDrawingTool, type AvailableTool } from './tools/toolSet';
import { isSelectableImage } from './tools/image/supportImages';
import type { Tool } from './tools/StateMachine';
import type { ToolPointer } from './tools/ToolContext';
import type { PointerSink } from './input/PointerController';
import { LayoutAnimator } from './layout/LayoutAnimator';
import { sceneOps } from './layout/sceneOps';

/** Default zoom of `focusNode` (spec §9). */
export const FOCUS_ZOOM = 0.4;

/** The page's `prefers-reduced-motion: reduce` (false where there is no `matchMedia`, as in unit tests). */
function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Everything the engine does that needs no canvas: the scene, camera, selection, tools and events, driven by
 * pointer input in container coordinates. `MapEngineImpl` adds PixiJS drawing and the DOM on top; tests drive
 * this directly (a headless engine, like tldraw's TestEditor).
 */
export class EngineCore implements PointerSink {
  readonly scene = new MapScene();
  /** Streams big maps into the scene across frames (when `chunkedLoad` is on). */
  readonly loader = new SceneLoader(this.scene);
  /** Builds the loaded state's adjacency index in idle moments once the map is in (see `AdjacencyWarmer`). */
  readonly adjacency: AdjacencyWarmer;
  private readonly chunkedLoad: boolean;
  readonly camera = new Camera();
  readonly animator = new CameraAnimator(this.camera);
  /** Fit, zoom, pan and focus, keeping content clear of what the shell covers. */
  private readonly view: CameraController;
  /** Moves the nodes of a `layout` transaction into place over the template's duration. */
  readonly layoutAnimator = new LayoutAnimator(this.scene, () => this.now());
  readonly selection = new SelectionModel();
  readonly emitter = new Emitter<MapEngineEvents>();
  readonly ctx: EngineToolContext;
  private readonly tools: Record<AvailableTool, Tool>;
  private tool: Tool;
  private readOnly: boolean;
  /** Asks for a frame: called after anything visible changed. */
  readonly invalidate: () => void;
  private readonly now: () => number;
  private readonly reducedMotion: () => boolean;

  constructor(options: {
    readOnly?: boolean;
    invalidate: () => void;
    now?: () => number;
    /** Load maps of more than CHUNKED_LOAD_MIN records in slices, one per `stepLoad` (the page engine does). */
    chunkedLoad?: boolean;
    /**
     * True when the user asks for reduced motion: camera moves and layouts then jump instead of animating.
     * Asked at each animation (a setting changed meanwhile counts); defaults to `prefers-reduced-motion: reduce`.
     */
    reducedMotion?: () => boolean;
    /** Schedules work for idle moments (defaults to `whenIdle`). */
    idle?: IdleScheduler;
  }) {
    this.readOnly = options.readOnly ?? false;
    this.chunkedLoad = options.chunkedLoad ?? false;
    this.invalidate = options.invalidate;
    this.now = options.now ?? (() => performance.now());
    this.adjacency = new AdjacencyWarmer(options.idle, this.now);
    this.reducedMotion = options.reducedMotion ?? prefersReducedMotion;
    this.ctx = new EngineToolContext({
      scene: this.scene,
      camera: this.camera,
      selection: this.selection,
      emitter: this.emitter,
      isReadOnly: () => this.readOnly,
      getTool: () => this.tool.id,
      setTool: (tool) => this.setTool(tool),
      panBy: (dx, dy) => this.panBy(dx, dy),
      invalidate: () => this.invalidate(),
    });
    this.tools = createToolSet(this.ctx);
    this.tool = this.tools.select;
    this.view = new CameraController({
      camera: this.camera,
      animator: this.animator,
      contentBounds: () => this.scene.contentBounds(),
      now: this.now,
      reducedMotion: this.reducedMotion,
      viewportChanged: () => this.viewportChanged(),
      invalidate: () => this.invalidate(),
    });
  }

  load(state: MapState): void {
    this.tool.cancel();
    this.adjacency.stop();
    if (this.chunkedLoad && state.nodes.size + state.edges.size > CHUNKED_LOAD_MIN) this.loader.start(state);
    else {
      this.loader.finish();
      this.scene.load(state);
      this.adjacency.start(state);
    }
    this.pruneSelection();
    const canvas = state.canvas;
    if (canvas?.center && canvas.zoom) this.view.showSaved(canvas.center, canvas.zoom);
    else this.fit();
    this.invalidate();
  }

  apply(tx: Transaction): void {
    // A change the scene must see completes a streaming load first; settings only layouts read (the layout
    // controller's bookkeeping when a map opens) does not interrupt it.
    if (this.loader.active && (tx.source === 'layout' || sceneOps(tx.ops).length > 0)) this.loader.finish();
    // A layout reaches the scene in time slices (and animates); other changes at once.
    if (tx.source === 'layout') {
      this.layoutAnimator.start(tx, this.now(), this.reducedMotion());
      // A layout moves nodes and keeps their places; whatever it did change is queued for the feed's slices.
      this.scene.applyPlaceChanges(tx);
    } else this.scene.apply(tx, sceneOps(tx.ops));
    this.pruneSelection();
    this.invalidate();
  }

  fit(padding = DEFAULT_FIT_PADDING): void {
    // A layout still animating is shown where it puts the nodes: a fit frames those, not a frame of the animation.
    this.layoutAnimator.finish();
    this.view.fit(padding);
  }

  /** `anchor` is a screen point (container px) that stays fixed; default the view centre. */
  zoomTo(zoom: number, anchor?: Point): void {
    this.view.zoomTo(zoom, anchor);
  }

  zoomIn(): void {
    this.zoomTo(this.camera.zoom * ZOOM_IN_STEP);
  }

  zoomOut(): void {
    this.zoomTo(this.camera.zoom * ZOOM_OUT_STEP);
  }

  panTo(center: Point): void {
    this.view.panTo(center);
  }

  panBy(dx: number, dy: number): void {
    this.view.panBy(dx, dy);
  }

  /** Glides to the node, in the middle of what the shell leaves uncovered (`setViewInsets`). */
  focusNode(id: string, zoom = FOCUS_ZOOM): void {
    const node = this.scene.node(id);
    if (node) this.view.focusPoint(node.position, zoom);
  }

  /** Animates the camera to show the nodes `ids` whole (a presentation step: a node and its children). */
  focusNodes(ids: readonly string[], padding = DEFAULT_FIT_PADDING, maxZoom?: number): void {
    const bounds = nodesBounds(this.scene, ids);
    if (bounds) this.view.focusArea(bounds, padding, maxZoom);
  }

  /** Animates the camera to show a graph box whole in the uncovered area (a background image). */
  focusArea(box: GraphBox, padding = DEFAULT_FIT_PADDING, maxZoom?: number): void {
    this.view.focusArea(box, padding, maxZoom);
  }

  /** What the shell covers along each edge; later fits and focuses keep the map clear of it (the view stays). */
  setViewInsets(insets: Partial<ViewInsets>): void {
    this.camera.setInsets(insets);
  }

  getViewInsets(): ViewInsets {
    return { ...this.camera.insets };
  }

  /** Loads the next slice of a chunked load and reports `loadprogress`; true while more remains. */
  stepLoad(): boolean {
    if (!this.loader.active) return false;
    const state = this.scene.state;
    const progress = this.loader.step(LOAD_SLICE_MS, this.now);
    if (progress.done) {
      this.pruneSelection();
      if (state) this.adjacency.start(state);
    }
    this.emitter.emit('loadprogress', {
      loaded: progress.loaded,
      total: progress.total,
      done: progress.done,
    });
    return !progress.done;
  }

  /** Advances a running camera animation; true while it needs more frames. */
  stepAnimation(now: number): boolean {
    const layoutMore = this.layoutAnimator.step(now);
    if (!this.animator.active) return layoutMore;
    const more = this.animator.step(now);
    this.viewportChanged();
    return more || layoutMore;
  }

  getViewport(): Viewport {
    return { center: { x: this.camera.center.x, y: this.camera.center.y }, zoom: this.camera.zoom };
  }

  /** The graph box the view shows. */
  getViewBox(): GraphBox {
    return this.camera.visibleBox({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
  }

  setTool(tool: ToolId): void {
    if (!isAvailableTool(tool)) {
      console.warn(`[mapa/engine] the "${tool}" tool is not available yet`);
      return;
    }
    if (tool === this.tool.id) return;
    this.tool.cancel();
    this.tool = this.tools[tool];
    this.ctx.overlay.eraser = null;
    this.emitter.emit('toolchange', { tool });
    this.invalidate();
  }

  getTool(): ToolId {
    return this.tool.id;
  }

  /** Selects a support image, or none. */
  selectImage(id: string | null): void {
    this.ctx.selectImage(id);
  }

  getSelectedImage(): string | null {
    return this.ctx.overlay.selectedImage ?? null;
  }

  /** Nodes whose border pulses (presentation, spec §4.8) and since when: the colour's phase. */
  pulsing: { ids: readonly string[]; since: number } = { ids: [], since: 0 };
  /** Pulses the borders of `ids` ([] stops it); a new list while pulsing keeps the phase, so all change together. */
  setPulsingNodes(ids: readonly string[]): void {
    this.pulsing = { ids: [...ids], since: this.pulsing.ids.length > 0 ? this.pulsing.since : this.now() };
    this.invalidate();
  }

  /** Other people's selections and pointers (presence), drawn by the page's presence layer. */
  remotePresence: readonly RemotePresence[] = [];
  /** Replaces what is drawn of other people's presence. */
  setRemotePresence(peers: readonly RemotePresence[]): void {
    this.remotePresence = peers;
    this.invalidate();
  }

  /** Draws a proposed change over the map until replaced or cleared (null). */
  setChangePreview(preview: ChangePreview | null): void {
    this.ctx.overlay.changePreview = preview;
    this.invalidate();
  }

  getChangePreview(): ChangePreview | null {
    return this.ctx.overlay.changePreview ?? null;
  }

  /** Shows or hides the grid; while shown, dragged nodes snap to it (spec §2.4). */
  setGrid(enabled: boolean): void {
    this.ctx.overlay.grid = enabled;
    this.invalidate();
  }

  /** True while the grid is shown. */
  getGrid(): boolean {
    return this.ctx.overlay.grid === true;
  }

  /** Sets the drawing tools' stroke width, colour and eraser size (clamped to spec §9's ranges). */
  setDrawingStyle(style: Partial<DrawingStyle>): void {
    const target = this.ctx.drawingStyle;
    if (style.strokeWidth !== undefined) target.strokeWidth = Math.min(20, Math.max(1, style.strokeWidth));
    if (style.eraserSize !== undefined) target.eraserSize = Math.min(50, Math.max(5, style.eraserSize));
    if (style.strokeColor !== undefined) target.strokeColor = style.strokeColor;
  }

  /** The current tool state's id, e.g. `dragging_nodes` (tests, debugging). */
  getToolState(): string {
    return this.tool.stateId;
  }

  select(selection: Partial<Selection>): void {
    this.ctx.setSelection(
      selection.nodes ?? [...this.selection.nodes],
      selection.edges ?? [...this.selection.edges],
    );
  }

  setReadOnly(readOnly: boolean): void {
    if (readOnly) this.tool.cancel();
    this.readOnly = readOnly;
    this.invalidate();
  }

  /** What is under a screen point (container px). */
  hitTest(screen: Point): HitTarget {
    const g = this.camera.screenToGraph(screen);
    return hitTest(this.scene, g.x, g.y, this.camera.zoom);
  }

  /** True when resize handles show (one editable, unlocked node selected with the select tool). */
  showsHandles(): boolean {
    return this.ctx.resizableNode() !== null;
  }

  // PointerSink: input from the PointerController (or a test).
  toGraph(screen: Point): Point {
    return this.camera.screenToGraph(screen);
  }
  down(p: ToolPointer): void {
    this.animator.cancel();
    this.layoutAnimator.finish();
    this.tool.onPointerDown(p);
  }
  move(p: ToolPointer): void {
    this.tool.onPointerMove(p);
  }
  up(p: ToolPointer): void {
    this.tool.onPointerUp(p);
  }
  cancel(): void {
    this.tool.cancel();
  }
  wheel(screen: Point, deltaY: number, deltaMode: number): void {
    if (isDrawingTool(this.tool.id)) return;
    this.zoomTo(this.camera.zoom * wheelZoomFactor(deltaY, deltaMode, this.camera.height), screen);
  }
  doubleClick(p: ToolPointer): void {
    const target = this.ctx.hitTest(p);
    if (target.kind === 'node') this.emitter.emit('nodedoubleclick', { ...this.info(p, target), target });
  }
  contextMenu(p: ToolPointer): void {
    this.emitter.emit('contextmenu', this.info(p, this.ctx.hitTest(p)));
  }

  private info(p: ToolPointer, target: HitTarget): PointerInfo {
    return { target, screen: p.screen, graph: p.graph, shiftKey: p.shiftKey, button: p.button };
  }

  /**
   * The container changed size, its top-left corner moving `moved` px on the page (`resizeKeepingCorner`: what is
   * on screen keeps its place on the page); screen-anchored overlays hear `viewportchange`.
   */
  setViewSize(width: number, height: number, moved?: { x: number; y: number }): void {
    this.view.setViewSize(width, height, moved);
  }

  private viewportChanged(): void {
    this.emitter.emit('viewportchange', this.getViewport());
    this.invalidate();
  }

  private pruneSelection(): void {
    const state = this.scene.state;
    const changed = this.selection.prune(
      (id) => !!state?.getNode(id),
      (id) => !!state?.getEdge(id),
    );
    if (changed) this.ctx.selectionChanged();
    // A removed, locked or hidden support image is no longer selected (spec §4.6).
    const imageId = this.ctx.overlay.selectedImage;
    const image = imageId ? state?.canvas?.backgroundImages?.find((i) => i.id === imageId) : undefined;
    if (imageId && (!image || !isSelectableImage(image))) this.ctx.selectImage(null);
  }
}
