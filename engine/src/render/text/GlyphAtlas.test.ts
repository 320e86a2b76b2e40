import { GlyphAtlas, type GlyphImage, type GlyphRasterizer } from './GlyphAtlas';

/**
 * A stand-in for the browser canvas (jest has none): every grapheme is a solid 10×20 block standing on the
 * baseline, advance 12, spaces have no ink, emoji come back in colour, and the pair 'AV' is kerned by −2.
 */
class BlockGlyphs implements GlyphRasterizer {
  readonly ascent = 24;
  readonly descent = 6;
  readonly drawn: string[] = [];
  draw(grapheme: string, pad: number): GlyphImage {
    this.drawn.push(grapheme);
    if (grapheme === ' ')
      return { advance: 6, left: 0, top: 0, width: 0, height: 0, coverage: null, colour: false };
    const width = 10 + 2 * pad;
    const height = 20 + 2 * pad;
    const coverage = new Uint8Array(width * height);
    for (let y = pad; y < pad + 20; y++) coverage.fill(255, y * width + pad, y * width + pad + 10);
    return {
      advance: 12,
      left: -pad,
      top: -20 - pad,
      width,
      height,
      coverage,
      colour: /\p{Emoji_Presentation}/u.test(grapheme),
    };
  }
  measure(text: string): number {
    return [...text].reduce((w, c) => w + (c === ' ' ? 6 : 12), 0) - (text === 'AV' ? 2 : 0);
  }
}

const options = { pageSize: 128, maxPages: 2, spread: 4, unitsPerPx: 10 };

describe('GlyphAtlas', () => {
  it('holds a distance field and metrics for each grapheme, accents and combining marks included', () => {
    const atlas = new GlyphAtlas(new BlockGlyphs(), options);
    expect(atlas.add('ação e\u0301')).toEqual(['a', 'ç', 'ã', 'o', ' ', 'e\u0301']);
    const a = atlas.glyphs.get('a')!;
    expect(a).toMatchObject({ page: 0, width: 18, height: 28, xAdvance: 120, xOffset: -40 });
    // Ascent 24 px above the line top, the block's top 20 px above the baseline and 4 px of spread.
    expect(a.yOffset).toBe((24 - 24) * 10);
    const texel = (x: number, y: number) => atlas.pages[a.page][((a.y + y) * 128 + a.x + x) * 4];
    expect(texel(9, 14)).toBe(255); // inside the block, deeper than the spread
    expect(texel(0, 0)).toBe(0); // the padded corner
    expect(texel(4, 14) + texel(3, 14)).toBe(255); // straddling the block's left edge
    // RGBA all alike: PixiJS's shader takes the median of RGB capped by A.
    const at = ((a.y + 14) * 128 + a.x + 4) * 4;
    expect(new Set(atlas.pages[0].slice(at, at + 4)).size).toBe(1);
    // A space is an advance, not a texture.
    expect(atlas.glyphs.get(' ')).toMatchObject({ page: -1, xAdvance: 60 });
    // Glyphs never overlap.
    const boxes = [...atlas.glyphs.values()].filter((g) => g.page >= 0);
    for (const p of boxes)
      for (const q of boxes)
        if (p !== q)
          expect(
            p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.height <= q.y || q.y + q.height <= p.y,
          ).toBe(true);
  });

  it('adds graphemes on first use only, and reports the rows to upload', () => {
    const glyphs = new BlockGlyphs();
    const atlas = new GlyphAtlas(glyphs, options);
    atlas.add('abc');
    atlas.takeChanges();
    expect(atlas.add('cab')).toEqual([]);
    expect(atlas.takeChanges().size).toBe(0);
    expect(atlas.add('日本')).toEqual(['日', '本']);
    const ni = atlas.glyphs.get('日')!;
    expect(atlas.takeChanges()).toEqual(new Map([[ni.page, [ni.y, ni.y + ni.height]]]));
    expect(glyphs.drawn).toEqual(['a', 'b', 'c', '日', '本']);
  });

  it('refuses colour glyphs: a text with one is not drawable, the rest still is', () => {
    const atlas = new GlyphAtlas(new BlockGlyphs(), options);
    atlas.add('ok 🙂 👍🏽');
    expect([...atlas.refused]).toEqual(['🙂', '👍🏽']);
    expect(atlas.drawable('ok 🙂')).toBe(false);
    expect(atlas.drawable('ok')).toBe(true);
    expect(atlas.glyphs.has('🙂')).toBe(false);
  });

  it('stops at maxPages: later graphemes are refused and their texts not drawable', () => {
    const atlas = new GlyphAtlas(new BlockGlyphs(), options);
    // 18×28 cells: 7 per shelf, 4 shelves per 128-texel page, so two pages hold 56.
    const many = Array.from({ length: 60 }, (_, i) => String.fromCharCode(0x4e00 + i)).join('');
    atlas.add(many);
    expect(atlas.pages).toHaveLength(2);
    expect(atlas.glyphs.size).toBe(56);
    expect(atlas.refused.size).toBe(4);
    expect(atlas.drawable(many.slice(0, 56))).toBe(true);
    expect(atlas.drawable(many.slice(-1))).toBe(false);
    // A grapheme without ink needs no room, even in a full atlas.
    atlas.add(' ');
    expect(atlas.glyphs.has(' ')).toBe(true);
  });

  it('kerns ASCII pairs both ways as the font measures them', () => {
    const atlas = new GlyphAtlas(new BlockGlyphs(), options);
    atlas.add('VA');
    expect(atlas.glyphs.get('V')!.kerning).toEqual({ A: -20 });
    expect(atlas.glyphs.get('A')!.kerning).toEqual({});
    const later = new GlyphAtlas(new BlockGlyphs(), options);
    later.add('A');
    later.add('V');
    expect(later.glyphs.get('V')!.kerning).toEqual({ A: -20 });
  });
});
