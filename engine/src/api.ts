import type { MapState, Point, Transaction } from '@mapa/model';

/** Options of a layout request. */
export interface LayoutOptions {
  /** The root node; default: the node with no incoming edge, else the first (spec §4.1). */
  rootId?: string | null;
  /** The editor window's width in CSS px (flashcard size). */
  viewportWidth?: number;
}

/** What `engine.exportImage` produces. */
export interface ExportImageOptions {
  /** `png` (transparent where the canvas colour is) or `jpeg` (on the canvas colour, or #fff). Default png. */
  format?: 'png' | 'jpeg';
  /** Bounds of the output in px; default and upper limit 3200×1800 (spec §9). */
  maxWidth?: number;
  maxHeight?: number;
  /**
   * Only the selected nodes and edges (their box, with the drawings and background images touching it; see
   * `exportContent`); default the full canvas with its drawings and background images.
   */
  selectionOnly?: boolean;
  /** JPEG quality 0–1, default 0.92. */
  quality?: number;
}

/** The drawing toolbar's settings (spec §2.6, §9). */
export interface DrawingStyle {
  /** Stroke width 1–20, graph units at zoom 1 (default 3). */
  strokeWidth: number;
  /** Stroke colour (default #000000). */
  strokeColor: string;
  /** Eraser diameter 5–50 screen px (default 10). */
  eraserSize: number;
}

/** What `engine.miniature` is asked for. */
export interface MiniatureOptions {
  /** Width of the picture in px (1–1024). */
  width: number;
  /** Height of the picture in px (1–1024). */
  height: number;
}

/**
 * Screen px along each edge of the engine's container that the shell covers with its own controls (a tool bar
 * floating over the canvas, a panel laid over it). Fitting and focusing keep the map inside what is left.
 */
export interface ViewInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

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

/** A box in graph coordinates. */
export interface GraphBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A label drawn on the canvas (`MapEngine.drawnLabels`): its node's or edge's id and the graph box it paints. */
export interface DrawnLabel {
  id: string;
  edge: boolean;
  box: GraphBox;
}

/** The whole map drawn small, for a navigator (minimap); see `MapEngine.miniature`. */
export interface Miniature {
  /** The picture, `width`×`height` px, opaque. The caller owns it (`close()` it when it is replaced). */
  bitmap: ImageBitmap;
  width: number;
  height: number;
  /**
   * The graph box the picture shows edge to edge: every shown node, edge and background image with a few px of
   * room, centred, grown to the picture's aspect ratio.
   */
  worldBounds: GraphBox;
  /** The main view (see `getViewBox`) when the picture was made. */
  viewBox: GraphBox;
  /** The picture's background as `#rrggbb`: the canvas colour, faded (the navigator paints around it with it). */
  background: string;
  /** The `miniaturechange` version the picture answers (0 before the first). */
  version: number;
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
  /** A finger rested still (touch): then `contextmenu` on a node, edge or image, a box on the background. */
  longpress: PointerInfo;
  viewportchange: Viewport;
  toolchange: { tool: ToolId };
  /** A big map streams in over several frames after `load`: how many of its nodes + edges are in so far. */
  loadprogress: { loaded: number; total: number; done: boolean };
  /** The selected support image changed (spec §4.6 imageselected / imagedeselected); `id` null when none. */
  imageselectionchange: { id: string | null };
  /** The text tool was clicked: the shell asks for the annotation's text ('Enter text:') and adds it. */
  textrequest: { screen: Point; graph: Point };
  /**
   * The map's picture changed: fired once changes have settled (500 ms after the last one, never while a big map
   * streams in or a layout animates), so a navigator asks for a new `miniature` once per burst of edits.
   */
  miniaturechange: { version: number };
  /** Fired after each rendered frame; for tests and stats overlays. */
  render: { frame: number; visibleNodes: number; visibleEdges: number };
}

export type MapEngineEventName = keyof MapEngineEvents;

/**
 * Someone else on the map (presence, issue #16), drawn in their colour: an outline around each selected node and,
 * when `pointer` is set, an arrow with their name at that place on the map (world coordinates).
 */
export interface RemotePresence {
  /** Stable per person and tab (their session). */
  id: string;
  name: string;
  /** A CSS colour, `#rrggbb`. */
  color: string;
  /** Selected node ids; ids the map does not have (or edges) are skipped. */
  selection: readonly string[];
  pointer: Point | null;
}

/** A remote pointer as drawn in the last frame: its tip and its name chip, in screen (container) px. */
export interface DrawnPointer {
  id: string;
  x: number;
  y: number;
  chip: { x: number; y: number; width: number; height: number };
}

/** A remote selection as drawn in the last frame: the peer and the nodes outlined in its colour. */
export interface DrawnOutline {
  id: string;
  nodes: string[];
}

/**
 * A proposed change drawn over the map before it is made (the AI assistant's diff, spec §4.9). Ids in `added` are
 * the preview's own; edges may join them and existing nodes. The map itself is not touched.
 */
export interface ChangePreview {
  /** Nodes to add: ghosts centred at `position` (default size 250×100) with their title. */
  added: { id: string; position: Point; label: string; width?: number; height?: number }[];
  /** Existing nodes to change: outlined, with the new title shown above. */
  changed: { id: string; label: string }[];
  /** Existing nodes to remove: struck through in red. */
  removed: string[];
  /** Edges to add, between existing or added nodes: dashed. */
  addedEdges: { source: string; target: string }[];
  /** Existing edges to remove (edge ids): drawn over in red. */
  removedEdges: string[];
}

export interface MapEngineOptions {
  /** Readers get no dragging, resizing or connecting. */
  readOnly?: boolean;
  /** Defaults to `window.devicePixelRatio`. */
  resolution?: number;
  /** Keep the drawing buffer after a frame (pixel read-back with `gl.readPixels`); slower, off by default. */
  preserveDrawingBuffer?: boolean;
  /**
   * A map to show from the start, as `load` right after creation would, but read (indexed, and its GPU buffers
   * filled) before WebGL is set up: that work then overlaps the browser getting its GPU ready instead of waiting
   * behind it (hundreds of ms on software WebGL). The map's first frame is drawn before `createMapEngine` resolves
   * (for a map streamed in, its first slice).
   */
  map?: MapState;
}
/** Fit, zoom, pan and focus, and where the view is (`camera/CameraControls.ts`). */
export interface MapCamera {
  /**
   * Centres and zooms so every shown node fits in the part of the view the shell leaves uncovered
   * (`setViewInsets`), `padding` screen px inside it (default 40); below 0.05 when a big map needs it.
   */
  fit(padding?: number): void;
  /**
   * Tells the engine how many screen px along each edge of its container the shell covers with controls of its own
   * (a tool bar floating over the canvas). `fit`, `focusNode`, `focusNodes` and `focusArea` then keep what they show
   * inside the rest; the view does not move now. Negative or non-finite values count as 0; insets that together
   * cover more than half the width (or height) are scaled down to half.
   */
  setViewInsets(insets: Partial<ViewInsets>): void;
  /** The insets last set (all 0 until `setViewInsets`). */
  getViewInsets(): ViewInsets;
  /**
   * Sets the zoom (clamped to 0.05–7, or as low as showing a map too big for 5% whole needs) keeping `anchor`, a
   * screen point in container px, fixed (default: centre).
   */
  zoomTo(zoom: number, anchor?: Point): void;
  /** Zoom ×1.25 around the view centre. */
  zoomIn(): void;
  /** Zoom ×0.8 around the view centre. */
  zoomOut(): void;
  panTo(center: Point): void;
  /** Centres a node in the uncovered part of the view and zooms to `zoom` (default 0.4), animated over 800 ms. */
  focusNode(id: string, zoom?: number): void;
  /**
   * Animates the camera (800 ms, like `focusNode`) to show the nodes `ids` whole with `padding` screen px around
   * them (default 40), zooming no closer than `maxZoom` (default 7); unknown ids are skipped, none known does
   * nothing. Presentation steps use it for a node and its children.
   */
  focusNodes(ids: readonly string[], padding?: number, maxZoom?: number): void;
  /**
   * Animates the camera (as `focusNodes`) to show the graph box `box` whole in the uncovered part of the view, with
   * `padding` screen px around it (default 40), no closer than `maxZoom` (default 7): a background image, say.
   */
  focusArea(box: GraphBox, padding?: number, maxZoom?: number): void;
  /** True while a focus animation is moving the camera (a gesture or another camera command stops it). */
  isCameraAnimating(): boolean;
  getViewport(): Viewport;
  /** The part of the graph the view shows now (graph coordinates); follows `viewportchange`. */
  getViewBox(): GraphBox;
  screenToGraph(p: Point): Point;
  graphToScreen(p: Point): Point;
}
/** The tool, the selection, editing and hit-testing (`tools/ToolControls.ts`). */
export interface MapTools {
  /**
   * Switches tool: `select`, `connect`, `draw`, `erase`, `text` (`image` is ignored with a console warning). While
   * draw, erase or text is active the canvas does not pan, zoom, box-select or grab nodes.
   */
  setTool(tool: ToolId): void;
  getTool(): ToolId;
  select(selection: Partial<Selection>): void;
  getSelection(): Selection;
  clearSelection(): void;
  /** Making an engine editable also starts its layout worker, as an editable engine does when it starts. */
  setReadOnly(readOnly: boolean): void;
  /** What lies under a screen point (container px): the topmost node, else an edge, else the canvas. */
  hitTest(screen: Point): HitTarget;
}
/** What is shown over the document or instead of it, never saved in it (`view/ViewState.ts`). */
export interface MapViewState {
  /** Selects a support image (deselecting nodes and edges), or none with null. */
  selectImage(id: string | null): void;
  getSelectedImage(): string | null;
  /** Draws a proposed change over the map (ghosts, outlines, strike-throughs) until replaced or cleared with null. */
  setChangePreview(preview: ChangePreview | null): void;
  getChangePreview(): ChangePreview | null;
  /** Presentation (spec §4.8): borders of nodes `ids` pulse blue↔red every 1.5 s, a frame each 66 ms; [] stops. */
  setPulsingNodes(ids: readonly string[]): void;
  getPulsingNodes(): readonly string[];
  /**
   * A view-only filter (presentation drill-in, a focused branch): only the nodes `ids` and edges between them are
   * drawn, hit and in the miniature, as if the others were hidden; readers may use it. `null` shows every node.
   */
  setViewFilter(ids: readonly string[] | null): void;
  getViewFilter(): readonly string[] | null;
  /** View-only dimming (the map filter, issue 36): nodes `ids` drawn faded into the canvas colour, still hit. */
  setDimmedNodes(ids: readonly string[]): void;
  getDimmedNodes(): readonly string[];
  /**
   * The text shown, dimmed, on nodes without a label (the shell's 'Add Title' in its language; the model's
   * English one until set). Never saved: `ResolvedNodeStyle.isPlaceholder` still says it is a placeholder.
   */
  setPlaceholderLabel(text: string): void;
  /** Draws other people's selections and pointers over the map until replaced; [] clears them. */
  setRemotePresence(peers: readonly RemotePresence[]): void;
  getRemotePresence(): readonly RemotePresence[];
  /** Shows or hides the grid (spacing 90); while shown, dragged nodes snap to it. Off, drags align to guides. */
  setGrid(enabled: boolean): void;
  getGrid(): boolean;
  /** Stroke width (1–20), stroke colour and eraser size (5–50 px) of the drawing tools. */
  setDrawingStyle(style: Partial<DrawingStyle>): void;
}
/** Pictures of the map, and what the last frame drew (`drawing/ImageOutput.ts`). */
export interface MapImages {
  /**
   * Renders the full canvas, or only the selection (`selectionOnly`), to a PNG or JPEG no larger than 3200×1800
   * (spec §9), keeping the map's aspect ratio. JPEG sits on the canvas colour or #fff; PNG on the canvas colour,
   * or transparent when the map has none. One GPU pass and one read-back, whatever the map's size. Rejects when
   * there is nothing to export.
   */
  exportImage(options?: ExportImageOptions): Promise<Blob>;
  /**
   * The whole map drawn `width`×`height` px (1–1024 each; a RangeError names a bad one), for a navigator: shown
   * nodes in their colours and edges (hidden and collapsed nodes left out; no labels or node images), over the
   * canvas colour and background images, both faint. Drawn in one GPU pass by the renderer's own batches and read
   * back without blocking the page, so it costs the main thread a few ms whatever the map's size. Resolves with
   * null while the map is empty or still streaming in (a `miniaturechange` follows when it is complete).
   * Call again on `miniaturechange`.
   */
  miniature(options: MiniatureOptions): Promise<Miniature | null>;
  /**
   * The node and edge labels drawn in the last frame, each with the graph box it paints (its plate or halo
   * included): what a picture of the map names, and where (the theme cards keep their names inside the card).
   */
  drawnLabels(): DrawnLabel[];
  /** The pointers drawn in the last frame: peer id, tip and name chip (container px). */
  getDrawnPointers(): DrawnPointer[];
  /**
   * The selections outlined in the last frame: peer id and the node ids drawn around (selected nodes the map does
   * not have, or does not show, are not drawn). Peers with nothing outlined are left out.
   */
  getDrawnOutlines(): DrawnOutline[];
}
/** Layout templates, run in a worker (`layout/LayoutControls.ts`). */
export interface MapLayout {
  /**
   * Lays the map out with template `templateName` in a Web Worker (the main thread never blocks) and resolves with
   * the proposed `template.applied` transaction (source `layout`), built against the state when the result
   * arrives, or null when the template positions nothing ('No Template'). The shell applies it; `apply` then
   * animates the moves. A newer call supersedes a running one, which rejects with a `LayoutSupersededError`.
   */
  layout(templateName: string, options?: LayoutOptions): Promise<Transaction | null>;
  /**
   * Resolves once the layout worker runs (starting it if needed). An editable engine starts it as it starts, so
   * its code is loaded while the page is online and a template chosen offline can still be laid out; rejects when
   * it could not start.
   */
  layoutReady(): Promise<void>;
}
/** The engine on its page: frames, pausing, the container and its size (`MapEngineImpl.ts`). */
export interface MapPage {
  /**
   * Pauses drawing while something covers the whole canvas (the text view), `false` resumes. Paused, the engine
   * still follows every `load`/`apply` (a streamed load and animations go on) but draws no frame, and PixiJS's
   * page-wide system ticker (a `requestAnimationFrame` callback every display frame) stops; resuming draws the map
   * as it is now in the next frame. `nextFrame()` waits for that frame.
   */
  setPaused(paused: boolean): void;
  /** True while paused: no frame is drawn and PixiJS's system ticker is stopped (`setPaused`). */
  isPaused(): boolean;
  /**
   * Resolves after the next rendered frame (requests one); lets tests and exports wait for the picture. While
   * paused (`setPaused`), that is the first frame after resuming.
   */
  nextFrame(): Promise<void>;
  /** Call when the container changed size. */
  resize(): void;
  /**
   * Moves the engine's canvas into `container` and follows that element's size from then on. Lets a page create
   * the engine (PixiJS, shaders, workers) in a detached element while its map downloads, and show it once the
   * place for it exists (issue #18). Nothing is drawn again from scratch.
   */
  attachTo(container: HTMLElement): void;
  destroy(): void;
}
/**
 * The framework-free canvas engine (DESIGN §3): its managers' parts (each method has one body, see README).
 *
 * Coordinates: a node's `position` is the CENTRE of its box (as in Cytoscape, whose JSON shape the spec's documents
 * keep); its box is `position ± dimensions / 2`. Resizing keeps the opposite corner fixed, so it moves the centre.
 */
export interface MapEngine extends MapCamera, MapTools, MapViewState, MapImages, MapLayout, MapPage {
  /** Shows a document. The engine reads the state and never mutates it; the shell owns it. */
  load(state: MapState): void;
  /** Updates only what `tx` touched, reading the records from the state already changed by the shell. */
  apply(tx: Transaction): void;
  on<K extends MapEngineEventName>(event: K, handler: (payload: MapEngineEvents[K]) => void): () => void;
}
