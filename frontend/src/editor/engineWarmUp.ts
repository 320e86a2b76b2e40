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

  constructor(create: typeof createMapEngine = createMapEngine) {
    this.engine = create(document.createElement('div'), { readOnly: true });
    // A failure is reported where the engine is taken (useMapEngine shows it); none goes unhandled here.
    this.engine.catch(() => undefined);
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
    if (this.taken) return;
    this.taken = true;
    void this.engine.then((engine) => engine.destroy()).catch(() => undefined);
  }
}
