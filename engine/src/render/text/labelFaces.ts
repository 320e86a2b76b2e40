/** The typeface labels are drawn in: Inter, bundled by the page (the frontend imports `@fontsource/inter`). */
export const LABEL_TYPEFACE = 'Inter';
/** Where Inter has no glyph (CJK, symbols) or could not be loaded, the canvas falls back to these. */
export const LABEL_FAMILY = `${LABEL_TYPEFACE}, Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif`;

/** CSS font weights labels are drawn in (the theme's: regular sub-topics, semibold main topics, bold central). */
export type LabelWeight = 400 | 600 | 700;

/** The faces the themes use: every weight upright, and the regular italic of the 'Add Title' placeholder. */
export const LABEL_FACES: readonly { weight: LabelWeight; italic: boolean }[] = [
  { weight: 400, italic: false },
  { weight: 600, italic: false },
  { weight: 700, italic: false },
  { weight: 400, italic: true },
];

/** The CSS font shorthand of a label face at `px`, e.g. `italic 400 40px Inter, Arial, …`. */
export function faceCss(weight: LabelWeight, italic: boolean, px: number): string {
  return `${italic ? 'italic ' : ''}${weight} ${px}px ${LABEL_FAMILY}`;
}

/** The part of the browser's `FontFaceSet` the labels use. */
export interface FaceSet {
  load(font: string, text?: string): Promise<unknown>;
  check(font: string, text?: string): boolean;
}

/**
 * Keeps glyph rasterising from running ahead of the typeface's files: a canvas asked to draw in a face still
 * downloading draws the fallback font, and a distance field made from that would stay in the atlas for good.
 *
 * `start` asks the page for every label face (its Latin subset) and resolves once they have loaded, or failed, so
 * the canvas then draws Inter, or the fallback for good. Graphemes from other subsets (Cyrillic, Greek, Vietnamese)
 * load the first time a label needs them: `drawable` says false and starts that load, and `version` moves on when it
 * is done, so the label is laid out again then. Without a `FaceSet` (Node, tests) everything is drawable at once.
 */
export class LabelFaces {
  /** Moves on each time faces finish loading: labels laid out before with a face pending are laid out again. */
  version = 0;
  private started: Promise<void> | null = null;
  private ready = false;
  /** Loads in flight or done, by font and text: each is asked for once (a face that fails stays failed). */
  private readonly asked = new Map<string, boolean>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly faces: () => FaceSet | null) {}

  /** Starts loading the label faces (once) and resolves when all have loaded or failed. */
  start(): Promise<void> {
    this.started ??= (async () => {
      const set = this.faces();
      if (set) {
        const loads = LABEL_FACES.map(({ weight, italic }) => set.load(faceCss(weight, italic, 40)));
        const results = await Promise.allSettled(loads);
        if (results.some((r) => r.status === 'rejected'))
          console.warn('Mapa: the label typeface did not load; labels use the system font');
      }
      this.ready = true;
      this.changed();
    })();
    return this.started;
  }

  /** True once `start` has finished: until then no label is rasterised. */
  get isReady(): boolean {
    return this.ready;
  }

  /**
   * True when `text` can be rasterised in `css` now (every face it needs has loaded, failed, or none exists);
   * else starts loading what it needs and returns false.
   */
  drawable(css: string, text: string): boolean {
    if (!this.ready) return false;
    const set = this.faces();
    if (!set) return true;
    const key = `${css}\u0000${text}`;
    const settled = this.asked.get(key);
    if (settled !== undefined) return settled;
    if (set.check(css, text)) return true;
    this.asked.set(key, false);
    const done = () => {
      this.asked.set(key, true);
      this.changed();
    };
    set.load(css, text).then(done, done);
    return false;
  }

  /** Calls `listener` each time faces finish loading; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}
