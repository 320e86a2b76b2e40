import type { MapState, Point, Transaction } from '@mapa/model';
import type { HitTarget, MapEngineEvents, PointerInfo, Selection, ToolId, Viewport } from './api';
import { Camera, DEFAULT_FIT_PADDING, ZOOM_IN_STEP, ZOOM_OUT_STEP, wheelZoomFactor } from './camera/Camera';
import { CameraAnimator } from './camera/CameraAnimator';
import { Emitter } from './events/Emitter';
import { MapScene } from './scene/MapScene';
import { SelectionModel } from './Selection';
import { hitTest } from './hit/hitTest';
import { EngineToolContext } from './tools/EngineToolContext';
import { createSelectTool } from './tools/select/SelectTool';
import { createConnectTool } from './tools/connect/ConnectTool';
import type { Tool } from './tools/StateMachine';
import type { ToolPointer } from './tools/ToolContext';
import type { PointerSink } from './input/PointerController';

/** Tools that exist so far; the others of `ToolId` arrive with drawing, text and images. */
const AVAILABLE_TOOLS: readonly ToolId[] = ['select', 'connect'];
/** Default zoom of `focusNode` (spec §9). */
export const FOCUS_ZOOM = 0.4;

/**
 * Everything the engine does that needs no canvas: the scene, camera, selection, tools and events, driven by
 * pointer input in container coordinates. `MapEngineImpl` adds PixiJS drawing and the DOM on top; tests drive
 * this directly (a headless engine, like tldraw's TestEditor).
 */
export class EngineCore implements PointerSink {
  readonly scene = new MapScene();
  readonly camera = new Camera();
  readonly animator = new CameraAnimator(this.camera);
  readonly selection = new SelectionModel();
  readonly emitter = new Emitter<MapEngineEvents>();
  readonly ctx: EngineToolContext;
  private readonly tools: Record<'select' | 'connect', Tool>;
  private tool: Tool;
  private readOnly: boolean;
  /** Asks for a frame: called after anything visible changed. */
  readonly invalidate: () => void;
  private readonly now: () => number;

  constructor(options: { readOnly?: boolean; invalidate: () => void; now?: () => number }) {
    this.readOnly = options.readOnly ?? false;
    this.invalidate = options.invalidate;
    this.now = options.now ?? (() => performance.now());
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
    this.tools = { select: createSelectTool(this.ctx), connect: createConnectTool(this.ctx) };
    this.tool = this.tools.select;
  }

  load(state: MapState): void {
    this.tool.cancel();
    this.scene.load(state);
    this.pruneSelection();
    const canvas = state.canvas;
    if (canvas?.center && canvas.zoom) {
      this.camera.panTo(canvas.center);
      this.camera.zoomTo(canvas.zoom);
      this.viewportChanged();
    } else {
      this.fit();
    }
    this.invalidate();
  }

  apply(tx: Transaction): void {
    this.scene.applyOps(tx.ops);
    this.pruneSelection();
    this.invalidate();
  }

  fit(padding = DEFAULT_FIT_PADDING): void {
    this.animator.cancel();
    const bounds = this.scene.contentBounds();
    if (bounds) this.camera.fit(bounds, padding);
    else {
      this.camera.panTo({ x: 0, y: 0 });
      this.camera.zoomTo(1);
    }
    this.viewportChanged();
  }

  /** `anchor` is a screen point (container px) that stays fixed; default the view centre. */
  zoomTo(zoom: number, anchor?: Point): void {
    this.animator.cancel();
    this.camera.zoomTo(zoom, anchor);
    this.viewportChanged();
  }

  zoomIn(): void {
    this.zoomTo(this.camera.zoom * ZOOM_IN_STEP);
  }

  zoomOut(): void {
    this.zoomTo(this.camera.zoom * ZOOM_OUT_STEP);
  }

  panTo(center: Point): void {
    this.animator.cancel();
    this.camera.panTo(center);
    this.viewportChanged();
  }

  panBy(dx: number, dy: number): void {
    this.animator.cancel();
    this.camera.panBy(dx, dy);
    this.viewportChanged();
  }

  focusNode(id: string, zoom = FOCUS_ZOOM): void {
    const node = this.scene.node(id);
    if (!node) return;
    this.animator.animateTo(node.position, zoom, this.now());
    this.invalidate();
  }

  /** Advances a running camera animation; true while it needs more frames. */
  stepAnimation(now: number): boolean {
    if (!this.animator.active) return false;
    const more = this.animator.step(now);
    this.viewportChanged();
    return more;
  }

  getViewport(): Viewport {
    return { center: { x: this.camera.center.x, y: this.camera.center.y }, zoom: this.camera.zoom };
  }

  setTool(tool: ToolId): void {
    if (!AVAILABLE_TOOLS.includes(tool)) {
      console.warn(`[mapa/engine] the "${tool}" tool is not available yet`);
      return;
    }
    if (tool === this.tool.id) return;
    this.tool.cancel();
    this.tool = this.tools[tool as 'select' | 'connect'];
    this.emitter.emit('toolchange', { tool });
    this.invalidate();
  }

  getTool(): ToolId {
    return this.tool.id;
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
  }
}
