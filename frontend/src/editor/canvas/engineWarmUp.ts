import { createMapEngine, type MapEngine } from '@mapa/engine';

/**
 * The canvas engine created while the map downloads instead of after it (issue #18): PixiJS starts in a detached
 * element, read-only until the role is known (`allowEditing` then starts its layout worker), and the editor's
 * canvas takes it with `take` and moves it in place (`MapEngine.attachTo`). An engine never taken is destroyed
 * by `release`.
 */
export class EngineWarmUp {
  private readonly engine: Promise<MapEngine>;
  private taken = false;
  /**
   * Resolves once the editor's canvas has drawn the map (`drawn`), or cannot (`drawn` again, or `release`): the
   * document check waits for it (`loadMap`'s `checkAfter`).
   */
  readonly firstFrame: Promise<void>;
  private resolveFirstFrame!: () => void;

  constructor(create: typeof createMapEngine = createMapEngine) {
    this.firstFrame = new Promise((resolve) => (this.resolveFirstFrame = resolve));
    this.engine = create(document.createElement('div'), { readOnly: true });
    // A failure is reported where the engine is taken (useMapEngine shows it); none goes unhandled here.
    this.engine.catch(() => undefined);
  }

  /** The canvas drew the map's first frame, or will never draw it (the engine failed to start). */
  drawn(): void {
    this.resolveFirstFrame();
  }

  /** The role is known and allows editing: the layout worker starts while the document still downloads. */
  allowEditing(): void {
    if (!this.taken) void this.engine.then((engine) => engine.setReadOnly(false)).catch(() => undefined);
  }

  /** The engine, once: a second call (React running an effect twice) gets null and creates its own. */
  take(): Promise<MapEngine> | null {
    if (this.taken) return null;
    this.taken = true;
    return this.engine;
  }

  /** Destroys the engine unless it was taken. */
  release(): void {
    this.resolveFirstFrame();
    if (this.taken) return;
    this.taken = true;
    void this.engine.then((engine) => engine.destroy()).catch(() => undefined);
  }
}
