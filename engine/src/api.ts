import type { MapState, Point, Transaction } from '@mapa/model';

/** The canvas tools (DESIGN §3). `select` and `connect` are the bottom tool bar's modes. */
export type ToolId = 'select' | 'connect' | 'draw' | 'erase' | 'text' | 'image';

/** What is selected on the canvas. */
export interface Selection {
  nodes: string[];
  edges: string[];
}

/** The visible part of the graph: `center` in graph coordinates, `zoom` in screen px per graph unit. */
export interface Viewport {
  center: Point;
  zoom: number;
}

/** What a pointer event or context menu landed on. */
export type HitTarget =
  | { kind: 'node'; id: string }
  | { kind: 'edge'; id: string }
  | { kind: 'image'; id: string }
  | { kind: 'canvas' };

export interface PointerInfo {
  target: HitTarget;
  /** Position relative to the engine's container, in CSS pixels. */
  screen: Point;
  /** Position in graph coordinates. */
  graph: Point;
  shiftKey: boolean;
  button: number;
}

/** Typed events of the engine. */
export interface MapEngineEvents {
  /** The selection changed (by a click, Shift+click, box select, or `select()`). */
  selectionchange: Selection;
  /**
   * The engine proposes a change (drag end `element.drag`, resize `element.resize`, connect `edge.added`).
   * The shell decides: it applies it to its `MapState` and then calls `engine.apply(tx)`.
   */
  transaction: Transaction;
  nodeclick: PointerInfo & { target: { kind: 'node'; id: string } };
  nodedoubleclick: PointerInfo & { target: { kind: 'node'; id: string } };
  edgeclick: PointerInfo & { target: { kind: 'edge'; id: string } };
  canvasclick: PointerInfo;
  contextmenu: PointerInfo;
  viewportchange: Viewport;
  toolchange: { tool: ToolId };
  /** Fired after each rendered frame; for tests and stats overlays. */
  render: { frame: number; visibleNodes: number; visibleEdges: number };
}

export type MapEngineEventName = keyof MapEngineEvents;

export interface MapEngineOptions {
  /** Readers get no dragging, resizing or connecting. */
  readOnly?: boolean;
  /** Defaults to `window.devicePixelRatio`. */
  resolution?: number;
  /** Keep the drawing buffer after a frame (pixel read-back with `gl.readPixels`); slower, off by default. */
  preserveDrawingBuffer?: boolean;
}

/**
 * The framework-free canvas engine (DESIGN §3).
 *
 * Coordinates: a node's `position` is the CENTRE of its box (as in Cytoscape, whose JSON shape the spec's documents
 * keep); its box is `position ± dimensions / 2`. Resizing keeps the opposite corner fixed, so it moves the centre.
 */
export interface MapEngine {
  /** Shows a document. The engine reads the state and never mutates it; the shell owns it. */
  load(state: MapState): void;
  /** Updates only what `tx` touched, reading the records from the state already changed by the shell. */
  apply(tx: Transaction): void;

  /** Centres and zooms so every shown node fits, `padding` screen px from the edges (default 40). */
  fit(padding?: number): void;
  /** Sets the zoom (clamped to 0.05–7) keeping `anchor`, a screen point in container px, fixed (default: centre). */
  zoomTo(zoom: number, anchor?: Point): void;
  /** Zoom ×1.25 around the view centre. */
  zoomIn(): void;
  /** Zoom ×0.8 around the view centre. */
  zoomOut(): void;
  panTo(center: Point): void;
  /** Centres a node and zooms to `zoom` (default 0.4), animated over 800 ms. */
  focusNode(id: string, zoom?: number): void;
  getViewport(): Viewport;
  screenToGraph(p: Point): Point;
  graphToScreen(p: Point): Point;

  /** Switches tool; only `select` and `connect` exist so far (others are ignored with a console warning). */
  setTool(tool: ToolId): void;
  getTool(): ToolId;
  select(selection: Partial<Selection>): void;
  getSelection(): Selection;
  clearSelection(): void;
  setReadOnly(readOnly: boolean): void;

  /** What lies under a screen point (container px): the topmost node, else an edge, else the canvas. */
  hitTest(screen: Point): HitTarget;
  /** Resolves after the next rendered frame (requests one); lets tests and exports wait for the picture. */
  nextFrame(): Promise<void>;

  on<K extends MapEngineEventName>(event: K, handler: (payload: MapEngineEvents[K]) => void): () => void;
  /** Call when the container changed size. */
  resize(): void;
  destroy(): void;
}
