import type { DrawingStyle } from '../api';
import type { Point, Transaction } from '@mapa/model';
import type { ChangePreview, HitTarget, MapEngineEvents, ToolId } from '../api';
import type { Camera } from '../camera/Camera';
import type { MapScene } from '../scene/MapScene';
import type { SelectionModel } from '../Selection';
import type { Box } from '../geometry/Box';
import type { DrawingData, MapNode, SupportImage } from '@mapa/model';

/** Pointer travel (screen px) under which a press-and-release is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 3;

/** A pointer event as the tools see it. */
export interface ToolPointer {
  /** Relative to the engine's container, CSS px. */
  screen: Point;
  graph: Point;
  shiftKey: boolean;
  button: number;
}

/** A corner of the single selected node, where a resize handle sits. */
export type Corner = 'nw' | 'ne' | 'sw' | 'se';

/** Transient drawings of the tools, painted by the selection overlay. */
export interface ToolOverlay {
  /** Box selection rectangle, graph coordinates. */
  box: Box | null;
  /** Connect tool's line from the source node to the pointer, graph coordinates. */
  rubberBand: { from: Point; to: Point } | null;
  /** The drawings as a draw or erase gesture would leave them (shown instead of the stored ones), or null. */
  drawing?: DrawingData | null;
  /** The eraser's circle under the pointer, graph coordinates. */
  eraser?: { x: number; y: number; radius: number } | null;
  /** The selected support image's id (spec §4.6), or null. */
  selectedImage?: string | null;
  /** The selected support image as a move or resize would leave it (shown instead of the stored one). */
  imagePreview?: SupportImage | null;
  /** The grid is shown and drags snap to it (spec §2.4). */
  grid?: boolean;
  /** A proposed change drawn over the map (`MapEngine.setChangePreview`), or null. */
  changePreview?: ChangePreview | null;
  /** The node a dragged node would become a child of, when dropped now (outlined), or null. */
  dropTarget?: string | null;
  /** Alignment guides while dragging nodes (graph coordinates). */
  guides?: { x: number | null; y: number | null } | null;
}

/** Pointer events the tools report to the shell. */
export type ClickEventName = 'nodeclick' | 'edgeclick' | 'canvasclick';

/** Everything a tool may read or do: the engine hands one of these to each tool. */
export interface ToolContext {
  readonly scene: MapScene;
  readonly camera: Camera;
  readonly selection: SelectionModel;
  readonly overlay: ToolOverlay;
  isReadOnly(): boolean;
  hitTest(p: ToolPointer): HitTarget;
  /** The resize handle under the pointer, when exactly one resizable node is selected. */
  hitHandle(p: ToolPointer): Corner | null;
  /** The collapsed node whose '+N' badge is under the pointer (drawn large enough to read), or null. */
  hitBadge(p: ToolPointer): string | null;
  /** Replaces the selection (emits `selectionchange` when it changed). */
  setSelection(nodes: Iterable<string>, edges: Iterable<string>): void;
  toggleNode(id: string): void;
  toggleEdge(id: string): void;
  /** Shows nodes at these records until the next call; `null` ends the preview. */
  setPreview(nodes: ReadonlyMap<string, MapNode> | null): void;
  /** Proposes a change to the shell (`transaction` event); the engine never applies it itself. */
  propose(tx: Transaction): void;
  emitClick<K extends ClickEventName>(event: K, payload: MapEngineEvents[K]): void;
  panBy(dx: number, dy: number): void;
  setTool(tool: ToolId): void;
  /** The overlay or something else on screen changed: render a frame. */
  invalidate(): void;
  /** Stroke and eraser settings of the drawing tools. */
  readonly drawingStyle: DrawingStyle;
  /** Asks the shell for an annotation's text at a point (the text tool). */
  requestText(p: ToolPointer): void;
  /** True while the grid is shown: drags snap to it (spec §2.4). */
  gridEnabled(): boolean;
  /** Selects one support image (deselecting nodes and edges), or none; emits `imageselectionchange`. */
  selectImage(id: string | null): void;
}

/** Defaults and limits of the drawing tools (spec §9). */
export const DRAWING_DEFAULTS: Readonly<DrawingStyle> = {
  strokeWidth: 3,
  strokeColor: '#000000',
  eraserSize: 10,
};
export const STROKE_WIDTH_RANGE = { min: 1, max: 20 } as const;
export const ERASER_SIZE_RANGE = { min: 5, max: 50 } as const;

/** One state of a tool: a handful of pointer handlers. */
export interface ToolState<Id extends string> {
  readonly id: Id;
  enter?(info: unknown): void;
  exit?(): void;
  onPointerDown?(p: ToolPointer): void;
  onPointerMove?(p: ToolPointer): void;
  onPointerUp?(p: ToolPointer): void;
  /** Escape or a lost pointer: undo the gesture's transient effects. */
  onCancel?(): void;
}

/** Is the pointer further than the drag threshold from where it was pressed? */
export function movedBeyondThreshold(start: Point, p: Point): boolean {
  return Math.hypot(p.x - start.x, p.y - start.y) > DRAG_THRESHOLD_PX;
}
