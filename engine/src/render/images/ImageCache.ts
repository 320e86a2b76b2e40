import { CanvasSource, Texture } from 'pixi.js';
import { page } from '../../page/pageAdapter';
import { isVectorImage, rasterLevel } from './imageLevels';

/** A vector image drawn at one size: its texture and the last frame that used it. */
interface Level {
  texture: Texture;
  used: number;
}

type Entry =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; image: HTMLImageElement; bitmap: Texture | null; levels: Map<number, Level> };

/** Levels of a vector image unused for this many `beginFrame`s are freed. */
const KEEP_FRAMES = 240;

/**
 * Node images by URL: loaded once, shared by every node that shows them. Loading is asynchronous; `onLoad` is
 * told the URL when an image becomes ready so the nodes showing it are redrawn. Failures are remembered and
 * ignored (the node simply shows no image). A bitmap (PNG, JPEG, WebP) is one texture. A vector image (SVG, such
 * as every node icon) is drawn by the browser at the size it is shown, to the next power of two between 32 and
 * 2048 px (see `rasterLevel`), so icons stay crisp at every zoom; sizes no longer shown are freed.
 */
export class ImageCache {
  private readonly entries = new Map<string, Entry>();
  private frame = 0;

  constructor(private readonly onLoad: (url: string) => void) {}

  /**
   * The texture for `url` shown `shownPx` screen pixels wide or high (the longer side); when not loaded yet starts
   * loading (once) and returns null.
   */
  get(url: string, shownPx: number): Texture | null {
    const entry = this.entries.get(url);
    if (!entry) this.load(url);
    if (entry?.state !== 'ready') return null;
    if (!isVectorImage(url)) return (entry.bitmap ??= Texture.from(entry.image));
    const level = rasterLevel(shownPx);
    let drawn = entry.levels.get(level);
    if (!drawn) {
      drawn = { texture: rasterise(entry.image, level), used: this.frame };
      entry.levels.set(level, drawn);
    }
    drawn.used = this.frame;
    return drawn.texture;
  }

  /** Starts a frame of `get`s: vector sizes not asked for in the last KEEP_FRAMES frames are freed. */
  beginFrame(): void {
    this.frame++;
    if (this.frame % 60 !== 0) return;
    for (const entry of this.entries.values()) {
      if (entry.state !== 'ready') continue;
      for (const [level, drawn] of entry.levels) {
        if (this.frame - drawn.used < KEEP_FRAMES) continue;
        drawn.texture.destroy(true);
        entry.levels.delete(level);
      }
    }
  }

  /** Frees every texture. */
  destroy(): void {
    for (const entry of this.entries.values()) {
      if (entry.state !== 'ready') continue;
      entry.bitmap?.destroy(true);
      for (const drawn of entry.levels.values()) drawn.texture.destroy(true);
    }
    this.entries.clear();
  }

  private load(url: string): void {
    this.entries.set(url, { state: 'loading' });
    const image = page().createElement('img');
    image.crossOrigin = 'anonymous';
    image.src = url;
    image
      .decode()
      .then(() => {
        if (!this.entries.has(url)) return;
        this.entries.set(url, { state: 'ready', image, bitmap: null, levels: new Map() });
        this.onLoad(url);
      })
      .catch(() => {
        if (this.entries.has(url)) this.entries.set(url, { state: 'failed' });
      });
  }
}

/** The image drawn by the browser with its longer side `2^level` px, keeping its aspect ratio. */
function rasterise(image: HTMLImageElement, level: number): Texture {
  const long = 2 ** level;
  const w = image.naturalWidth || 1;
  const h = image.naturalHeight || 1;
  const width = Math.max(1, Math.round(w >= h ? long : (long * w) / h));
  const height = Math.max(1, Math.round(h >= w ? long : (long * h) / w));
  const canvas = page().createCanvas(width, height);
  canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
  return new Texture({ source: new CanvasSource({ resource: canvas }) });
}
