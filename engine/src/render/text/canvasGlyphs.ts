import type { ICanvas, ICanvasRenderingContext2D } from 'pixi.js';
import { page } from '../../page/pageAdapter';
import type { GlyphImage, GlyphRasterizer } from './GlyphAtlas';

/** A texel at least this opaque with this much green or blue under a red fill was drawn in a colour of its own. */
const COLOUR_LEVEL = 64;

/**
 * Draws graphemes with the page's own fonts on a scratch canvas (so any character the system can show, in any
 * script, gets a glyph) and reads back their coverage. Glyphs are filled in pure red: a texel that comes back
 * with green or blue belongs to a colour glyph (an emoji font), which the caller keeps out of the atlas.
 */
export class CanvasGlyphs implements GlyphRasterizer {
  readonly ascent: number;
  readonly descent: number;
  private readonly canvas: ICanvas;
  private readonly context: ICanvasRenderingContext2D;

  /** `font` is a CSS font shorthand at the atlas size, e.g. `italic 40px Arial, sans-serif`. */
  constructor(private readonly font: string) {
    this.canvas = page().createCanvas(64, 64);
    this.context = this.canvas.getContext('2d', { willReadFrequently: true })!;
    this.reset();
    const m = this.context.measureText('Hg');
    this.ascent = m.fontBoundingBoxAscent ?? m.actualBoundingBoxAscent;
    this.descent = m.fontBoundingBoxDescent ?? m.actualBoundingBoxDescent;
  }

  draw(grapheme: string, pad: number): GlyphImage {
    const g = this.context;
    const m = g.measureText(grapheme);
    const advance = m.width;
    // One texel of slack each way: the reported ink box is rounded and italics may overhang it a little.
    const left = Math.floor(-m.actualBoundingBoxLeft) - 1;
    const right = Math.ceil(m.actualBoundingBoxRight) + 1;
    const top = Math.floor(-m.actualBoundingBoxAscent) - 1;
    const bottom = Math.ceil(m.actualBoundingBoxDescent) + 1;
    const blank = { advance, left: 0, top: 0, width: 0, height: 0, coverage: null, colour: false };
    if (/^\s*$/u.test(grapheme) || right - left <= 2 || bottom - top <= 2) return blank;
    const width = right - left + 2 * pad;
    const height = bottom - top + 2 * pad;
    if (width > this.canvas.width || height > this.canvas.height) {
      this.canvas.width = Math.max(width, this.canvas.width);
      this.canvas.height = Math.max(height, this.canvas.height);
      this.reset();
    }
    g.clearRect(0, 0, width, height);
    g.fillText(grapheme, pad - left, pad - top);
    const rgba = g.getImageData(0, 0, width, height).data;
    const coverage = new Uint8ClampedArray(width * height);
    let colour = false;
    for (let i = 0; i < coverage.length; i++) {
      const a = rgba[i * 4 + 3];
      coverage[i] = a;
      if (a >= COLOUR_LEVEL && (rgba[i * 4 + 1] >= COLOUR_LEVEL || rgba[i * 4 + 2] >= COLOUR_LEVEL))
        colour = true;
    }
    return { advance, left: left - pad, top: top - pad, width, height, coverage, colour };
  }

  measure(text: string): number {
    return this.context.measureText(text).width;
  }

  /** Resizing a canvas resets its state: set the font and fill again. */
  private reset(): void {
    const g = this.context;
    g.font = this.font;
    g.fillStyle = '#ff0000';
    g.textBaseline = 'alphabetic';
    g.textAlign = 'left';
  }
}
