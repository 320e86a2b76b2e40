import { AbstractBitmapFont, BufferImageSource, Rectangle, Texture, type CharData } from 'pixi.js';
import type { GlyphAtlas } from './GlyphAtlas';

/**
 * A PixiJS bitmap font over a `GlyphAtlas` of signed distance fields: `BitmapText` draws it with PixiJS's
 * distance-field shader, so glyph edges stay one screen pixel wide at any zoom instead of blurring like a bitmap
 * magnified past its raster size. PixiJS's BitmapText asks `ensureCharacters` for every text it lays out (as it
 * does of its own dynamic fonts), so graphemes typed later join the atlas on first use.
 */
export class SdfLabelFont extends AbstractBitmapFont<SdfLabelFont> {
  private readonly textures: Texture[] = [];
  /** Pages written since the last `upload`. */
  private readonly stale = new Set<number>();

  /**
   * `atlasPx`: the font size glyphs are rasterised at. `resolution`: device pixels per CSS pixel; the shader's
   * edge width is set from the label's scale in CSS pixels, so the range is widened by it to keep edges one
   * device pixel wide.
   */
  constructor(
    private readonly atlas: GlyphAtlas,
    atlasPx: number,
    resolution: number,
    fontFamily: string,
  ) {
    super();
    const { unitsPerPx, spread } = atlas.options;
    const lineHeight = atlas.ascent + atlas.descent;
    Object.assign(this, {
      fontFamily,
      // Layout runs in units (PixiJS rounds glyph positions to whole ones), shading in atlas texels.
      baseMeasurementFontSize: atlasPx * unitsPerPx,
      baseRenderedFontSize: atlasPx,
      lineHeight,
      fontMetrics: { ascent: atlas.ascent, descent: atlas.descent, fontSize: lineHeight },
      distanceField: { type: 'sdf', range: 2 * spread * resolution },
    });
    this.sync(this.atlas.glyphs.keys());
  }

  /**
   * The distance-field factor of text `fontSize` units tall drawn at scale 1: the field's range in px times the
   * text's size over the raster size (the shader multiplies it by the view's scale, as PixiJS's BitmapText does).
   */
  distanceAt(fontSize: number): number {
    return ((this.distanceField?.range ?? 0) * fontSize) / this.baseRenderedFontSize;
  }

  /** Adds the graphemes of `text` the atlas lacks (PixiJS calls this for every text it lays out). */
  ensureCharacters(text: string): void {
    const added = this.atlas.add(text);
    if (added.length) this.sync(added);
  }

  /** Whether every grapheme of `text` can be drawn with this font (adding the missing ones first). */
  covers(text: string): boolean {
    this.ensureCharacters(text);
    return this.atlas.drawable(text);
  }

  /** Textures for new pages, char data for new glyphs, and uploads of the rows written since the last sync. */
  private sync(added: Iterable<string>): void {
    const { pageSize, unitsPerPx } = this.atlas.options;
    while (this.textures.length < this.atlas.pages.length) {
      const source = new BufferImageSource({
        resource: this.atlas.pages[this.textures.length],
        width: pageSize,
        height: pageSize,
        format: 'rgba8unorm',
        // The field is in all four channels: premultiplying would square it.
        alphaMode: 'premultiplied-alpha',
        scaleMode: 'linear',
        autoGenerateMipmaps: true,
      });
      const texture = new Texture({ source });
      this.textures.push(texture);
      this.pages.push({ texture });
    }
    const chars = this.chars as Record<string, CharData>;
    for (const grapheme of added) {
      const glyph = this.atlas.glyphs.get(grapheme)!;
      const data: CharData = {
        id: grapheme.codePointAt(0) ?? 0,
        xOffset: glyph.xOffset,
        yOffset: glyph.yOffset,
        xAdvance: glyph.xAdvance,
        kerning: glyph.kerning,
      };
      if (glyph.page >= 0) {
        // The frame in texels; the size BitmapText draws it at (`orig`) in units, like the metrics.
        const frame = new Rectangle(glyph.x, glyph.y, glyph.width, glyph.height);
        const orig = new Rectangle(0, 0, glyph.width * unitsPerPx, glyph.height * unitsPerPx);
        data.texture = new Texture({ source: this.textures[glyph.page].source, frame, orig });
      }
      chars[grapheme] = data;
    }
    for (const page of this.atlas.takeChanges().keys()) this.stale.add(page);
  }

  /**
   * Uploads the pages glyphs were added to since the last call. Called once per placement of labels rather than
   * per label: PixiJS uploads a whole page on each update, and the labels of one view add glyphs many times.
   */
  upload(): void {
    for (const page of this.stale) this.textures[page].source.update();
    this.stale.clear();
  }

  /** The graphemes of `text` the atlas has not seen yet (to be rasterised when the faces they need are loaded). */
  missing(text: string): string {
    return this.atlas.missing(text);
  }

  override destroy(): void {
    super.destroy(true);
  }
}
