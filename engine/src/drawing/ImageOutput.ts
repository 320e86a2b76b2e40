import type { DrawnLabel, DrawnOutline, DrawnPointer, ExportImageOptions, MapEngineOptions } from '../api';
import type { MapImages, Miniature, MiniatureOptions } from '../api';
import type { Surface } from '../render/frame/Surface';
import { EngineCore } from '../EngineCore';
import { SceneRenderer } from '../render/SceneRenderer';
import { PulseLayer } from '../render/layers/PulseLayer';
import { PresenceLayer } from '../render/layers/PresenceLayer';
import { CollapseBadgeLayer } from '../render/layers/CollapseBadgeLayer';
import { TaskProgressLayer } from '../render/layers/TaskProgressLayer';
import { exportImage } from '../export/exportImageBlob';
import { MiniatureTracker } from '../miniature/MiniatureTracker';
import { makeMiniature } from '../miniature/makeMiniature';
import { OffscreenDrawing } from './OffscreenDrawing';

/**
 * The headless engine drawn: the scene renderer and the stage layers over it (collapse badges, task progress, the presentation
 * pulse, other people's presence), and what leaves them: the export and the miniature, both drawn through one
 * `OffscreenDrawing`, and what the last frame drew. The page (`MapEngineImpl`) runs the frames.
 */
export abstract class ImageOutput extends EngineCore implements MapImages {
  protected readonly renderer: SceneRenderer;
  protected readonly pulse = new PulseLayer();
  protected readonly presence = new PresenceLayer();
  protected readonly badges = new CollapseBadgeLayer();
  protected readonly progress = new TaskProgressLayer();
  /** When the navigator's picture of the map is stale (`miniaturechange`). */
  protected readonly miniatures: MiniatureTracker;
  protected destroyed = false;
  private readonly offscreen: OffscreenDrawing;

  constructor(
    protected readonly app: Surface,
    options: MapEngineOptions,
  ) {
    super({ readOnly: options.readOnly, chunkedLoad: true });
    this.renderer = new SceneRenderer(app, this.scene, this.camera, this.selection, this.ctx.overlay, () =>
      this.invalidate(),
    );
    app.stage.addChild(this.badges.root, this.progress.root, this.pulse.root, this.presence.root);
    this.miniatures = new MiniatureTracker(
      () => this.loader.active || this.layoutAnimator.active,
      (version) => this.emitter.emit('miniaturechange', { version }),
    );
    // A background image that arrives changes the picture; node images and overview redraws do not.
    this.renderer.onBackgroundLoad = () => this.miniatures.touch();
    this.offscreen = new OffscreenDrawing(app, this.renderer, () => !this.destroyed);
  }

  exportImage(options: ExportImageOptions = {}): Promise<Blob> {
    this.loader.finish();
    // The export re-targets the scene layers; the next frame puts the view back.
    return exportImage(this.offscreen, this.scene, this.selection.snapshot(), options).finally(() =>
      this.invalidate(),
    );
  }

  miniature(options: MiniatureOptions): Promise<Miniature | null> {
    const source = {
      scene: this.scene,
      loading: () => this.loader.active,
      viewBox: () => this.getViewBox(),
    };
    return makeMiniature(this.offscreen, source, options, this.miniatures.version);
  }

  drawnLabels(): DrawnLabel[] {
    return this.renderer.labels.drawnLabels().map(({ id, edge, box }) => ({ id, edge, box }));
  }

  getDrawnPointers(): DrawnPointer[] {
    return [...this.presence.pointerPositions()].map(([id, p]) => ({ id, ...p }));
  }

  getDrawnOutlines(): DrawnOutline[] {
    return [...this.presence.outlinedNodes()].map(([id, nodes]) => ({ id, nodes }));
  }

  protected override pictureChanged(): void {
    this.miniatures.touch();
  }
}
