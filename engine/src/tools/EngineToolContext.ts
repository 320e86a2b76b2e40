import { badgeAt, BADGE_HEIGHT, MIN_BADGE_PX, onBadge } from '../scene/CollapseBadges';
import type { MapNode, Transaction } from '@mapa/model';
import type { DrawingStyle, HitTarget, MapEngineEvents, ToolId } from '../api';
import type { Camera } from '../camera/Camera';
import type { Emitter } from '../events/Emitter';
import type { MapScene } from '../scene/MapScene';
import type { SelectionModel } from '../Selection';
import { hitTest } from '../hit/hitTest';
import { hitResizeHandle } from '../hit/handles';
import { isLocked } from './select/DraggingNodes';
import { imageAt } from './image/supportImages';
import {
  DRAWING_DEFAULTS,
  type ClickEventName,
  type Corner,
  type ToolContext,
  type ToolOverlay,
  type ToolPointer,
} from './ToolContext';

/** The engine's parts a tool context needs, plus the engine actions it forwards to. */
export interface ToolContextParts {
  scene: MapScene;
  camera: Camera;
  selection: SelectionModel;
  emitter: Emitter<MapEngineEvents>;
  isReadOnly(): boolean;
  getTool(): ToolId;
  setTool(tool: ToolId): void;
  panBy(dx: number, dy: number): void;
  invalidate(): void;
}

/**
 * The ToolContext the engine gives its tools: hit-testing on the scene, selection changes that emit
 * `selectionchange`, previews, and proposals that emit `transaction`. Works without a canvas, so tools are tested
 * headless with it.
 */
export class EngineToolContext implements ToolContext {
  readonly overlay: ToolOverlay = {
    box: null,
    rubberBand: null,
    drawing: null,
    eraser: null,
    guides: null,
    grid: false,
    selectedImage: null,
    imagePreview: null,
  };
  readonly drawingStyle: DrawingStyle = { ...DRAWING_DEFAULTS };
  readonly scene: MapScene;
  readonly camera: Camera;
  readonly selection: SelectionModel;

  constructor(private readonly parts: ToolContextParts) {
    this.scene = parts.scene;
    this.camera = parts.camera;
    this.selection = parts.selection;
  }

  isReadOnly(): boolean {
    return this.parts.isReadOnly();
  }

  /** The topmost node, else an edge, else a shown support image, else the canvas. */
  hitTest(p: ToolPointer): HitTarget {
    const target = hitTest(this.scene, p.graph.x, p.graph.y, this.camera.zoom);
    if (target.kind !== 'canvas') return target;
    const image = imageAt(this.scene.state?.canvas?.backgroundImages ?? [], p.graph, false);
    return image ? { kind: 'image', id: image.id } : target;
  }

  /**
   * The single selected node when it shows resize handles (select tool, editable, unlocked, and sized by itself:
   * not while its template fixes its size, as the org chart's boxes and flashcards).
   */
  resizableNode(): MapNode | null {
    if (this.parts.isReadOnly() || this.parts.getTool() !== 'select' || this.selection.nodes.size !== 1)
      return null;
    const [id] = this.selection.nodes;
    const node = this.scene.node(id);
    if (!node || isLocked(node) || !this.scene.isShown(id)) return null;
    return this.scene.nodeStyle(id)?.sizedByTemplate ? null : node;
  }

  hitBadge(p: ToolPointer): string | null {
    if (BADGE_HEIGHT * this.camera.zoom < MIN_BADGE_PX) return null;
    for (const id of this.scene.badges.collapsed) {
      const badge = badgeAt(this.scene, id);
      if (badge && onBadge(badge, p.graph.x, p.graph.y)) return id;
    }
    return null;
  }

  hitHandle(p: ToolPointer): Corner | null {
    const node = this.resizableNode();
    const style = node && this.scene.nodeStyle(node.data.id);
    if (!node || !style) return null;
    return hitResizeHandle(
      this.camera,
      node.position.x,
      node.position.y,
      style.width,
      style.height,
      p.screen,
    );
  }

  setSelection(nodes: Iterable<string>, edges: Iterable<string>): void {
    if (this.selection.set(nodes, edges)) this.selectionChanged();
    // Selecting nodes or edges (or clearing the selection) deselects the support image (spec §4.6).
    this.selectImage(null);
  }

  selectImage(id: string | null): void {
    if ((this.overlay.selectedImage ?? null) === id) return;
    if (id !== null && this.selection.set([], [])) this.selectionChanged();
    this.overlay.selectedImage = id;
    this.parts.emitter.emit('imageselectionchange', { id });
    this.parts.invalidate();
  }

  toggleNode(id: string): void {
    if (this.selection.toggleNode(id)) this.selectionChanged();
  }

  toggleEdge(id: string): void {
    if (this.selection.toggleEdge(id)) this.selectionChanged();
  }

  setPreview(nodes: ReadonlyMap<string, MapNode> | null): void {
    this.scene.setPreview(nodes);
    this.parts.invalidate();
  }

  propose(tx: Transaction): void {
    this.parts.emitter.emit('transaction', tx);
  }

  emitClick<K extends ClickEventName>(event: K, payload: MapEngineEvents[K]): void {
    this.parts.emitter.emit(event, payload);
  }

  panBy(dx: number, dy: number): void {
    this.parts.panBy(dx, dy);
  }

  setTool(tool: ToolId): void {
    this.parts.setTool(tool);
  }

  invalidate(): void {
    this.parts.invalidate();
  }

  gridEnabled(): boolean {
    return this.overlay.grid === true;
  }

  requestText(p: ToolPointer): void {
    this.parts.emitter.emit('textrequest', { screen: p.screen, graph: p.graph });
  }

  /** Emits the current selection and redraws the overlay. */
  selectionChanged(): void {
    this.parts.emitter.emit('selectionchange', this.selection.snapshot());
    this.parts.invalidate();
  }
}
