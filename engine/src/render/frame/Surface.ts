import { Container, WebGLRenderer, type WebGLOptions } from 'pixi.js';
import { page } from '../../page/pageAdapter';

/** How the surface's renderer is set up (PixiJS's WebGL options; the canvas and size are the surface's own). */
export type SurfaceOptions = Omit<Partial<WebGLOptions>, 'canvas' | 'width' | 'height'>;

/**
 * What the engine draws on: a WebGL renderer, the stage it renders and its canvas. It is PixiJS's `Application`
 * without what costs the first frame: that one's auto-detection creates a throwaway WebGL context to test for
 * support and then fetches the renderer's code as another chunk, and the renderer's default init fetches the
 * browser extensions (events, accessibility, filters) as a third; the engine uses none of them (hit-testing and
 * the frame loop are its own).
 *
 * The canvas exists from the start and the context only on `start`, so the engine can be built and a map read
 * (CPU work) before it: creating the first WebGL context of a page waits until the browser's GPU process is
 * ready, hundreds of ms after launch on software WebGL, and that wait is best spent on the map.
 */
export class Surface {
  readonly renderer = new WebGLRenderer();
  readonly stage = new Container();
  readonly canvas: HTMLCanvasElement;
  /**
   * The element put into the page: the canvas's frame, its size, clipping it. A pan of the overview picture may
   * be shown by moving the canvas within it (`CanvasShift`), uncovering the frame's background, so pointer input
   * is read on the frame rather than the canvas.
   */
  readonly element: HTMLDivElement;
  private width: number;
  private height: number;
  private starting: Promise<void> | null = null;
  private live = false;
  private destroyed = false;

  constructor(
    width: number,
    height: number,
    private readonly options: SurfaceOptions,
  ) {
    this.width = width;
    this.height = height;
    this.canvas = page().createCanvas() as HTMLCanvasElement;
    this.canvas.style.display = 'block';
    this.element = page().createElement('div');
    this.element.style.overflow = 'hidden';
    this.element.style.touchAction = 'none';
    this.element.appendChild(this.canvas);
    // The size it will have, so the page lays out around it before the context exists.
    this.setCssSize(width, height);
  }

  /** True once the WebGL context exists (`start` resolved): only then can the renderer draw. */
  get ready(): boolean {
    return this.live;
  }

  /** Creates the WebGL context (once; later calls share the first). Rejects where the browser has no WebGL 2. */
  start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    const o = this.options;
    // The context is ours rather than PixiJS's, which always asks for a stencil buffer (and gets a depth buffer
    // with it): the engine draws no masks and no depth, and on software WebGL that buffer cost the GPU process
    // 100-190 ms of CPU by a map's first frame (bench/render). engine/vite/pixiStartup.mjs drops PixiJS's warning
    // about a context without one.
    const context = this.canvas.getContext('webgl2', {
      alpha: (o.backgroundAlpha ?? 1) < 1,
      antialias: o.antialias ?? false,
      depth: false,
      stencil: false,
      premultipliedAlpha: o.premultipliedAlpha ?? true,
      preserveDrawingBuffer: o.preserveDrawingBuffer ?? false,
      powerPreference: o.powerPreference ?? 'default',
    });
    // The engine's shaders are GLSL ES 3.00 (and `assumeHighpFragments` relies on it): WebGL 1 cannot run them.
    if (!context) throw new Error('The map canvas needs WebGL 2, which this browser did not provide');
    await this.renderer.init({
      ...o,
      context,
      canvas: this.canvas,
      width: this.width,
      height: this.height,
      skipExtensionImports: true,
    });
    this.live = true;
    // Destroyed while the context was being made: release it now.
    if (this.destroyed) this.renderer.destroy({ removeView: true });
  }

  /** Sets the drawing size in CSS px (applied when the context exists, if it does not yet). */
  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    if (this.live) this.renderer.resize(width, height);
    this.setCssSize(width, height);
  }

  private setCssSize(width: number, height: number): void {
    for (const { style } of [this.canvas, this.element]) {
      style.width = `${width}px`;
      style.height = `${height}px`;
    }
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.stage.destroy({ children: true });
    if (this.live) this.renderer.destroy({ removeView: true });
    this.element.remove();
  }
}
