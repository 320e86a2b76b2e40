import type { MapEngineEvents, ToolId } from './api';
import { Camera } from './camera/Camera';
import { CameraAnimator } from './camera/CameraAnimator';
import { Emitter } from './events/Emitter';
import { MapScene } from './scene/MapScene';
import { SceneLoader } from './scene/SceneLoader';
import { AdjacencyWarmer, type IdleScheduler } from './scene/AdjacencyWarmer';
import { SelectionModel } from './Selection';
import { EngineToolContext } from './tools/EngineToolContext';
import { createToolSet, type AvailableTool } from './tools/toolSet';
import type { Tool } from './tools/StateMachine';
import { LayoutAnimator } from './layout/LayoutAnimator';
import { page } from './page/pageAdapter';

/** What `new EngineCore(options)` (and the page engine built on it) is given. */
export interface EngineOptions {
  readOnly?: boolean;
  /** Asks for a frame: called after anything visible changed (the page engine overrides `invalidate` instead). */
  invalidate?: () => void;
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
}

/** The page's `prefers-reduced-motion: reduce` (false where there is no `matchMedia`, as in unit tests). */
function prefersReducedMotion(): boolean {
  return page().prefersReducedMotion();
}

/**
 * What the engine's managers share: the scene and its loader, the camera, the selection, the events, the tools'
 * context and the current tool. The managers extend it one after another (`CameraControls` → `ToolControls` →
 * `ViewState` → `EngineCore`, then the page's `ImageOutput` → `LayoutControls` → `MapEngineImpl`), so each public
 * method of `MapEngine` is written once, in the manager it belongs to, and the engine object is the last of them.
 */
export abstract class EngineParts {
  readonly scene = new MapScene();
  /** Streams big maps into the scene across frames (when `chunkedLoad` is on). */
  readonly loader = new SceneLoader(this.scene);
  /** Builds the loaded state's adjacency index in idle moments once the map is in (see `AdjacencyWarmer`). */
  readonly adjacency: AdjacencyWarmer;
  protected readonly chunkedLoad: boolean;
  readonly camera = new Camera();
  readonly animator = new CameraAnimator(this.camera);
  /** Moves the nodes of a `layout` transaction into place over the template's duration. */
  readonly layoutAnimator = new LayoutAnimator(this.scene, () => this.now());
  readonly selection = new SelectionModel();
  readonly emitter = new Emitter<MapEngineEvents>();
  readonly ctx: EngineToolContext;
  protected readonly tools: Record<AvailableTool, Tool>;
  protected tool: Tool;
  protected readOnly: boolean;
  protected readonly now: () => number;
  protected readonly reducedMotion: () => boolean;
  private readonly requestFrame: () => void;

  constructor(options: EngineOptions) {
    this.readOnly = options.readOnly ?? false;
    this.chunkedLoad = options.chunkedLoad ?? false;
    this.requestFrame = options.invalidate ?? (() => undefined);
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
  }

  /** Asks for a frame: called after anything visible changed (the page engine schedules it on its frame loop). */
  invalidate(): void {
    this.requestFrame();
  }

  /**
   * Something the navigator's picture shows changed (the page engine's `ImageOutput` marks its miniature stale;
   * a headless engine has none).
   */
  protected pictureChanged(): void {}

  /** The tools' context switches tool and pans (the text tool, a pan gesture): the managers that own those. */
  abstract setTool(tool: ToolId): void;
  abstract panBy(dx: number, dy: number): void;
}
