import type { Surface } from './render/frame/Surface';
import type { MapState, Point, Transaction } from '@mapa/model';
import type {
  ChangePreview,
  HitTarget,
  MapEngine,
  MapEngineEventName,
  MapEngineEvents,
  MapEngineOptions,
  Selection,
  ToolId,
  Viewport,
  DrawingStyle,
  GraphBox,
  Miniature,
  MiniatureOptions,
  RemotePresence,
  DrawnOutline,
  DrawnPointer,
  DrawnLabel,
  ViewInsets,
  ExportImageOptions,
  LayoutOptions,
} from './api';
import { EngineCore } from './EngineCore';
import { FrameScheduler } from './render/frame/FrameScheduler';
import { SceneRenderer } from './render/SceneRenderer';
import { PointerController } from './input/PointerController';
import { exportImage } from './export/exportImageBlob';
import { LayoutService } from './layout/LayoutService';
import { createLayoutWorker } from './layout/createLayoutWorker';
import { proposeLayout } from './layout/proposeLayout';
import { MiniatureTracker } from './miniature/MiniatureTracker';
import { makeMiniature } from './miniature/makeMiniature';
import { PULSE_FRAME_MS, PulseLayer } from './render/layers/PulseLayer';
import { PresenceLayer } from './render/layers/PresenceLayer';
import { CollapseBadgeLayer } from './render/layers/CollapseBadgeLayer';
import { holdSystemTicker, systemTickerRunning } from './render/frame/systemTicker';

/**
 * The engine facade: `EngineCore` (scene, camera, selection, tools, events) plus what needs a page: the PixiJS
 * renderer, the frame scheduler, DOM input and container resizing. Every method delegates; no logic lives here.
 */
export class MapEngineImpl implements MapEngine {
  readonly core: EngineCore;
  private readonly renderer: SceneRenderer;
  private readonly pulse = new PulseLayer();
  private readonly presence = new PresenceLayer();
  private readonly badges = new CollapseBadgeLayer();
  /** The next pulse frame, while nodes pulse (a colour fade needs far fewer frames than a camera move). */
  private pulseTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly scheduler: FrameScheduler;
  private readonly input: PointerController;
  private readonly resizeObserver: ResizeObserver | null;
  /** Where the container's top-left corner was on the page at the last resize (null before one, or when moved). */
  private corner: { x: number; y: number } | null = null;
  private frameCount = 0;
  private readonly frameWaiters: (() => void)[] = [];
  private readonly layoutService = new LayoutService(createLayoutWorker);
  /** The layout worker's start (see `LayoutService.warmUp`). */
  private layoutWorker: Promise<void> | null = null;
  /** When the navigator's picture of the map is stale (`miniaturechange`). */
  private readonly miniatures: MiniatureTracker;
  private destroyed = false;
  /** While paused (`setPaused`): releases the hold on PixiJS's system ticker. */
  private releaseTicker: (() => void) | null = null;

  constructor(
    private container: HTMLElement,
    private readonly app: Surface,
    options: MapEngineOptions = {},
  ) {
    this.scheduler = new FrameScheduler((now) => this.frame(now));
    this.core = new EngineCore({
      readOnly: options.readOnly,
      invalidate: () => this.scheduler.request(),
      chunkedLoad: true,
    });
    const { scene, camera, selection, ctx } = this.core;
    this.renderer = new SceneRenderer(app, scene, camera, selection, ctx.overlay, () =>
      this.scheduler.request(),
    );
    app.stage.addChild(this.badges.root, this.pulse.root, this.presence.root);
    this.miniatures = new MiniatureTracker(
      () => this.core.loader.active || this.core.layoutAnimator.active,
      (version) => this.core.emitter.emit('miniaturechange', { version }),
    );
    // A background image that arrives changes the picture; node images and overview redraws do not.
    this.renderer.onBackgroundLoad = () => this.miniatures.touch();
    this.input = new PointerController(app.element, this.core);
    this.resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.resize());
    this.resizeObserver?.observe(container);
    this.resize();
    // Now, while the page is online: a template chosen offline later is laid out by this worker. Read-only engines
    // (template covers, readers) lay out only as they load, if at all: theirs starts on first use.
    if (!options.readOnly) this.layoutReady().catch(() => undefined);
  }

  load(state: MapState): void {
    this.core.load(state);
    this.miniatures.touch();
  }

  /** `load`, then the CPU side of the first frame (`SceneRenderer.prepare`): what `startEngine` does before WebGL. */
  preload(state: MapState): void {
    this.load(state);
    this.renderer.prepare();
  }

  /** Makes the glyphs of the labels the first frame shows, once the label faces have loaded (`SceneLabels.warm`). */
  warmLabels(): void {
    this.renderer.labels.warm(this.core.scene);
  }

  /** Draws the pending frame now rather than at the next animation frame (`startEngine`'s first frame). */
  drawNow(): void {
    this.scheduler.flush(performance.now());
  }
  apply(tx: Transaction): void {
    this.core.apply(tx);
    this.miniatures.touch();
  }
  fit(padding?: number): void {
    this.core.fit(padding);
  }
  zoomTo(zoom: number, anchor?: Point): void {
    this.core.zoomTo(zoom, anchor);
  }
  zoomIn(): void {
    this.core.zoomIn();
  }
  zoomOut(): void {
    this.core.zoomOut();
  }
  panTo(center: Point): void {
    this.core.panTo(center);
  }
  focusNode(id: string, zoom?: number): void {
    this.core.focusNode(id, zoom);
  }
  focusNodes(ids: readonly string[], padding?: number, maxZoom?: number): void {
    this.core.focusNodes(ids, padding, maxZoom);
  }
  focusArea(box: GraphBox, padding?: number, maxZoom?: number): void {
    this.core.focusArea(box, padding, maxZoom);
  }
  setViewInsets(insets: Partial<ViewInsets>): void {
    this.core.setViewInsets(insets);
  }
  getViewInsets(): ViewInsets {
    return this.core.getViewInsets();
  }
  isCameraAnimating(): boolean {
    return this.core.animator.active;
  }
  getViewport(): Viewport {
    return this.core.getViewport();
  }
  getViewBox(): GraphBox {
    return this.core.getViewBox();
  }
  screenToGraph(p: Point): Point {
    return this.core.camera.screenToGraph(p);
  }
  graphToScreen(p: Point): Point {
    return this.core.camera.graphToScreen(p);
  }
  setTool(tool: ToolId): void {
    this.core.setTool(tool);
  }
  getTool(): ToolId {
    return this.core.getTool();
  }
  setDrawingStyle(style: Partial<DrawingStyle>): void {
    this.core.setDrawingStyle(style);
  }
  selectImage(id: string | null): void {
    this.core.selectImage(id);
  }
  getSelectedImage(): string | null {
    return this.core.getSelectedImage();
  }
  setPulsingNodes(ids: readonly string[]): void {
    this.core.setPulsingNodes(ids);
  }
  getPulsingNodes(): readonly string[] {
    return this.core.pulsing.ids;
  }
  setViewFilter(ids: readonly string[] | null): void {
    this.core.scene.setViewFilter(ids);
    this.core.invalidate();
    this.miniatures.touch();
  }
  setPlaceholderLabel(text: string): void {
    this.core.scene.setPlaceholderLabel(text);
    this.core.invalidate();
  }
  getViewFilter(): readonly string[] | null {
    const filter = this.core.scene.viewFilter;
    return filter ? [...filter] : null;
  }
  setRemotePresence(peers: readonly RemotePresence[]): void {
    this.core.setRemotePresence(peers);
  }
  getRemotePresence(): readonly RemotePresence[] {
    return this.core.remotePresence;
  }
  getDrawnPointers(): DrawnPointer[] {
    return [...this.presence.pointerPositions()].map(([id, p]) => ({ id, ...p }));
  }
  getDrawnOutlines(): DrawnOutline[] {
    return [...this.presence.outlinedNodes()].map(([id, nodes]) => ({ id, nodes }));
  }
  setChangePreview(preview: ChangePreview | null): void {
    this.core.setChangePreview(preview);
  }
  getChangePreview(): ChangePreview | null {
    return this.core.getChangePreview();
  }
  setGrid(enabled: boolean): void {
    this.core.setGrid(enabled);
  }
  getGrid(): boolean {
    return this.core.getGrid();
  }
  select(selection: Partial<Selection>): void {
    this.core.select(selection);
  }
  getSelection(): Selection {
    return this.core.selection.snapshot();
  }
  clearSelection(): void {
    this.core.select({ nodes: [], edges: [] });
  }
  setReadOnly(readOnly: boolean): void {
    this.core.setReadOnly(readOnly);
    if (!readOnly && !this.destroyed) this.layoutReady().catch(() => undefined);
  }
  setPaused(paused: boolean): void {
    if (paused === (this.releaseTicker !== null) || this.destroyed) return;
    if (paused) {
      this.releaseTicker = holdSystemTicker();
      return;
    }
    this.releaseTicker?.();
    this.releaseTicker = null;
    // Whatever changed while covered (the text view edits the document) is drawn in the next frame.
    this.scheduler.request();
  }
  isPaused(): boolean {
    return this.releaseTicker !== null && !systemTickerRunning();
  }
  hitTest(screen: Point): HitTarget {
    return this.core.hitTest(screen);
  }
  on<K extends MapEngineEventName>(event: K, handler: (payload: MapEngineEvents[K]) => void): () => void {
    return this.core.emitter.on(event, handler);
  }

  layout(templateName: string, options?: LayoutOptions): Promise<Transaction | null> {
    const state = this.core.scene.state;
    return state ? proposeLayout(this.layoutService, state, templateName, options) : Promise.resolve(null);
  }

  layoutReady(): Promise<void> {
    this.layoutWorker ??= this.layoutService.warmUp().catch((error: unknown) => {
      console.warn('The layout worker did not start', error);
      this.layoutWorker = null;
      throw error;
    });
    return this.layoutWorker;
  }

  exportImage(options: ExportImageOptions = {}): Promise<Blob> {
    this.core.loader.finish();
    // The export re-targets the scene layers; the next frame puts the view back.
    return exportImage(this.renderer, this.core, options).finally(() => this.scheduler.request());
  }

  miniature(options: MiniatureOptions): Promise<Miniature | null> {
    const parts = { app: this.app, renderer: this.renderer, core: this.core, alive: () => !this.destroyed };
    return makeMiniature(parts, options, this.miniatures.version);
  }

  drawnLabels(): DrawnLabel[] {
    return this.renderer.labels.drawnLabels().map(({ id, edge, box }) => ({ id, edge, box }));
  }

  nextFrame(): Promise<void> {
    return new Promise((resolve) => {
      this.frameWaiters.push(resolve);
      this.scheduler.request();
    });
  }

  resize(): void {
    // Flashcards are smaller in a window under 768 px wide (spec §2.20): the scene presents them by its width.
    if (typeof window !== 'undefined') this.core.scene.setPresentation({ viewportWidth: window.innerWidth });
    const width = Math.max(1, this.container.clientWidth);
    const height = Math.max(1, this.container.clientHeight);
    const { camera } = this.core;
    if (width === camera.width && height === camera.height) return;
    // A panel opening on the canvas's left moves its corner on the page: the map keeps its place there.
    const rect = this.container.getBoundingClientRect();
    const corner = { x: rect.left, y: rect.top };
    const was = this.corner;
    this.corner = corner;
    this.app.resize(width, height);
    this.core.setViewSize(width, height, was ? { x: corner.x - was.x, y: corner.y - was.y } : undefined);
  }

  attachTo(container: HTMLElement): void {
    if (container === this.container) return;
    this.resizeObserver?.unobserve(this.container);
    this.container = container;
    // A new place on the page: nothing on it to keep in place yet.
    this.corner = null;
    container.appendChild(this.app.element);
    this.resizeObserver?.observe(container);
    this.resize();
  }

  destroy(): void {
    this.destroyed = true;
    this.core.adjacency.stop();
    this.releaseTicker?.();
    this.releaseTicker = null;
    this.miniatures.destroy();
    this.layoutService.destroy();
    this.scheduler.destroy();
    this.input.destroy();
    this.resizeObserver?.disconnect();
    this.core.emitter.clear();
    this.renderer.destroy();
    this.pulse.destroy();
    this.presence.destroy();
    this.badges.destroy();
    if (this.pulseTimer !== null) clearTimeout(this.pulseTimer);
    this.app.destroy();
    for (const resolve of this.frameWaiters.splice(0)) resolve();
  }

  private frame(now: number): boolean {
    // Not drawable before the WebGL context exists (`startEngine` creates it before handing the engine out).
    if (!this.app.ready) return true;
    const loading = this.core.stepLoad();
    const animating = this.core.stepAnimation(now);
    // Covered: a streamed load and animations go on (they end by themselves), but nothing is drawn; resuming draws.
    if (this.releaseTicker !== null) return loading || animating;
    const { scene, camera, pulsing } = this.core;
    this.badges.update(scene, camera);
    const pulse = this.pulse.update(scene, camera, pulsing.ids, now - pulsing.since);
    this.presence.update(scene, camera, this.core.remotePresence);
    const stats = this.renderer.render(this.core.showsHandles(), loading);
    this.frameCount++;
    // The payload is built only when someone listens: nothing is allocated per frame otherwise.
    if (this.core.emitter.has('render'))
      this.core.emitter.emit('render', { frame: this.frameCount, ...stats });
    if (this.frameWaiters.length > 0) for (const resolve of this.frameWaiters.splice(0)) resolve();
    if (pulse && this.pulseTimer === null)
      this.pulseTimer = setTimeout(() => {
        this.pulseTimer = null;
        this.scheduler.request();
      }, PULSE_FRAME_MS);
    return animating || loading || this.renderer.videosPlaying;
  }
}
