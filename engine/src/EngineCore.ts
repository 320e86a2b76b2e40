import type { MapState, Point, Transaction } from '@mapa/model';
import type { HitTarget, MapEngine, MapEngineEventName, MapEngineEvents, PointerInfo } from './api';
import { wheelZoomFactor } from './camera/Camera';
import { CHUNKED_LOAD_MIN, LOAD_SLICE_MS } from './scene/SceneLoader';
import { isDrawingTool } from './tools/toolSet';
import { isSelectableImage } from './tools/image/supportImages';
import type { ToolPointer } from './tools/ToolContext';
import type { PointerSink } from './input/PointerController';
import type { PinchStep } from './input/TouchGestures';
import { sceneOps } from './layout/sceneOps';
import { ViewState } from './view/ViewState';

/**
 * Everything the engine does that needs no canvas: the managers (`CameraControls`, `ToolControls`, `ViewState`)
 * over the shared parts (`EngineParts`), plus the document in (`load`, `apply`), events out (`on`) and pointer
 * input in container coordinates. The page engine (`MapEngineImpl`) extends it with drawing and the DOM; tests
 * drive this directly (a headless engine, like tldraw's TestEditor).
 */
export class EngineCore extends ViewState implements Pick<MapEngine, 'load' | 'apply' | 'on'>, PointerSink {
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
    if (canvas?.center && canvas.zoom) this.showSaved(canvas.center, canvas.zoom);
    else this.fit();
    this.invalidate();
    this.pictureChanged();
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
    this.pictureChanged();
  }

  on<K extends MapEngineEventName>(event: K, handler: (payload: MapEngineEvents[K]) => void): () => void {
    return this.emitter.on(event, handler);
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
  longPress(p: ToolPointer): boolean {
    const target = this.ctx.hitTest(p);
    this.tool.cancel();
    this.emitter.emit('longpress', this.info(p, target));
    // On the background of the select tool, the finger goes on as Shift+drag: a box selection.
    if (target.kind === 'canvas' && this.tool.id === 'select') {
      this.tool.onPointerDown({ ...p, shiftKey: true });
      return true;
    }
    this.emitter.emit('contextmenu', this.info(p, target));
    return false;
  }
  pinch(step: PinchStep): void {
    this.animator.cancel();
    // Zoom around where the midpoint was, then move with it: the graph under the fingers stays under them.
    this.zoomTo(this.camera.zoom * step.scale, step.from);
    this.panBy(step.to.x - step.from.x, step.to.y - step.from.y);
  }

  private info(p: ToolPointer, target: HitTarget): PointerInfo {
    return { target, screen: p.screen, graph: p.graph, shiftKey: p.shiftKey, button: p.button };
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
