import type { MapState } from '@mapa/model';
import type { MapEngine, MapEngineOptions, MapPage } from './api';
import type { Surface } from './render/frame/Surface';
import { FrameScheduler } from './render/frame/FrameScheduler';
import { PointerController } from './input/PointerController';
import { LayoutControls } from './layout/LayoutControls';
import { PULSE_FRAME_MS } from './render/layers/PulseLayer';
import { holdSystemTicker, systemTickerRunning } from './render/frame/systemTicker';
import { page } from './page/pageAdapter';

/**
 * The engine on its page, the last of the managers (`EngineParts` says which): the frame loop, DOM input, the
 * container and its size, pausing and destroying. Every other `MapEngine` method is the manager's own.
 */
export class MapEngineImpl extends LayoutControls implements MapEngine, MapPage {
  /** The next pulse frame, while nodes pulse (a colour fade needs far fewer frames than a camera move). */
  private pulseTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly scheduler = new FrameScheduler((now) => this.frame(now));
  private readonly input: PointerController;
  /** Stops following the container's size (null where the page cannot tell it). */
  private stopResize: (() => void) | null;
  /** Where the container's top-left corner was on the page at the last resize (null before one, or when moved). */
  private corner: { x: number; y: number } | null = null;
  private frameCount = 0;
  private readonly frameWaiters: (() => void)[] = [];
  /** While paused (`setPaused`): releases the hold on PixiJS's system ticker. */
  private releaseTicker: (() => void) | null = null;

  constructor(
    private container: HTMLElement,
    app: Surface,
    options: MapEngineOptions = {},
  ) {
    super(app, options);
    this.input = new PointerController(app.element, this);
    this.stopResize = page().observeResize(container, () => this.resize());
    this.resize();
    // Now, while the page is online: a template chosen offline later is laid out by this worker. Read-only engines
    // (template covers, readers) lay out only as they load, if at all: theirs starts on first use.
    if (!options.readOnly) this.layoutReady().catch(() => undefined);
  }

  /** Frames are drawn on the page's animation frames, at most one each. */
  override invalidate(): void {
    this.scheduler.request();
  }

  /** `load`, then the CPU side of the first frame (`SceneRenderer.prepare`): what `startEngine` does before WebGL. */
  preload(state: MapState): void {
    this.load(state);
    this.renderer.prepare();
  }

  /** Makes the glyphs of the labels the first frame shows, once the label faces have loaded (`SceneLabels.warm`). */
  warmLabels(): void {
    this.renderer.labels.warm(this.scene);
  }

  /** Draws the pending frame now rather than at the next animation frame (`startEngine`'s first frame). */
  drawNow(): void {
    this.scheduler.flush(performance.now());
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

  nextFrame(): Promise<void> {
    return new Promise((resolve) => {
      this.frameWaiters.push(resolve);
      this.scheduler.request();
    });
  }

  resize(): void {
    // Flashcards are smaller in a window under 768 px wide (spec §2.20): the scene presents them by its width.
    const viewportWidth = page().viewportWidth();
    if (viewportWidth !== null) this.scene.setPresentation({ viewportWidth });
    const width = Math.max(1, this.container.clientWidth);
    const height = Math.max(1, this.container.clientHeight);
    const { camera } = this;
    if (width === camera.width && height === camera.height) return;
    // A panel opening on the canvas's left moves its corner on the page: the map keeps its place there.
    const rect = this.container.getBoundingClientRect();
    const corner = { x: rect.left, y: rect.top };
    const was = this.corner;
    this.corner = corner;
    this.app.resize(width, height);
    this.setViewSize(width, height, was ? { x: corner.x - was.x, y: corner.y - was.y } : undefined);
  }

  attachTo(container: HTMLElement): void {
    if (container === this.container) return;
    this.stopResize?.();
    this.container = container;
    // A new place on the page: nothing on it to keep in place yet.
    this.corner = null;
    container.appendChild(this.app.element);
    this.stopResize = page().observeResize(container, () => this.resize());
    this.resize();
  }

  destroy(): void {
    this.destroyed = true;
    this.adjacency.stop();
    this.releaseTicker?.();
    this.releaseTicker = null;
    this.miniatures.destroy();
    this.layoutService.destroy();
    this.scheduler.destroy();
    this.input.destroy();
    this.stopResize?.();
    this.emitter.clear();
    this.renderer.destroy();
    this.pulse.destroy();
    this.presence.destroy();
    this.badges.destroy();
    this.progress.destroy();
    if (this.pulseTimer !== null) clearTimeout(this.pulseTimer);
    this.app.destroy();
    for (const resolve of this.frameWaiters.splice(0)) resolve();
  }

  private frame(now: number): boolean {
    // Not drawable before the WebGL context exists (`startEngine` creates it before handing the engine out).
    if (!this.app.ready) return true;
    const loading = this.stepLoad();
    const animating = this.stepAnimation(now);
    // Covered: a streamed load and animations go on (they end by themselves), but nothing is drawn; resuming draws.
    if (this.releaseTicker !== null) return loading || animating;
    const { scene, camera, pulsing } = this;
    this.badges.update(scene, camera);
    this.progress.update(scene, camera);
    const pulse = this.pulse.update(scene, camera, pulsing.ids, now - pulsing.since);
    this.presence.update(scene, camera, this.remotePresence);
    const stats = this.renderer.render(this.showsHandles(), loading);
    this.frameCount++;
    // The payload is built only when someone listens: nothing is allocated per frame otherwise.
    if (this.emitter.has('render')) this.emitter.emit('render', { frame: this.frameCount, ...stats });
    if (this.frameWaiters.length > 0) for (const resolve of this.frameWaiters.splice(0)) resolve();
    if (pulse && this.pulseTimer === null)
      this.pulseTimer = setTimeout(() => {
        this.pulseTimer = null;
        this.scheduler.request();
      }, PULSE_FRAME_MS);
    return animating || loading || this.renderer.videosPlaying;
  }
}
