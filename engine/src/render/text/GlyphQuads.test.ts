import { GLYPH_VERTEX_FLOATS, GlyphQuads, type GlyphLabel } from './GlyphQuads';

const UV = [0.25, 0.5, 0.375, 0.625];
const LABEL: GlyphLabel = {
  rgba: 0x80ff0000,
  halo: 0xff00ffff,
  anchorX: 13,
  anchorY: 25,
  distance: 3.5,
  size: 17,
  minPx: 12,
  maxScale: 2.5,
};

/** The words of vertex `v` of glyph `g`, colours as 32-bit words and the rest as floats. */
function vertex(quads: GlyphQuads, g: number, v: number) {
  const at = (g * 4 + v) * GLYPH_VERTEX_FLOATS;
  const f = new Float32Array(quads.words.buffer);
  const w = quads.words;
  return {
    ...{ x: f[at], y: f[at + 1], u: f[at + 2], v: f[at + 3], rgba: w[at + 4], halo: w[at + 5] },
    ...{ ax: f[at + 6], ay: f[at + 7], d: f[at + 8], size: f[at + 9], min: f[at + 10], max: f[at + 11] },
  };
}

describe('GlyphQuads', () => {
  it('writes each glyph as four corners with its frame and what its label shares', () => {
    const quads = new GlyphQuads();
    quads.push(2, 10, 20, 16, 30, UV, LABEL);
    expect(quads.count).toBe(1);
    expect(quads.pages[0]).toBe(2);
    expect(vertex(quads, 0, 0)).toEqual({
      ...{ x: 10, y: 20, u: 0.25, v: 0.5, rgba: 0x80ff0000, halo: 0xff00ffff },
      ...{ ax: 13, ay: 25, d: 3.5, size: 17, min: 12, max: 2.5 },
    });
    expect(vertex(quads, 0, 1)).toMatchObject({ x: 16, y: 20, u: 0.375, v: 0.5 });
    expect(vertex(quads, 0, 2)).toMatchObject({ x: 16, y: 30, u: 0.375, v: 0.625 });
    expect(vertex(quads, 0, 3)).toMatchObject({ x: 10, y: 30, u: 0.25, v: 0.625 });
    // It has a halo colour: a halo pass is needed.
    expect(quads.halo).toBe(true);
    // The most it grows is known once laid out (how much of its box the text fills): every vertex takes it.
    quads.push(1, 20, 20, 26, 30, UV, LABEL);
    quads.setMaxScale(1.75);
    for (const g of [0, 1]) for (const v of [0, 1, 2, 3]) expect(vertex(quads, g, v).max).toBe(1.75);
    expect(vertex(quads, 1, 0)).toMatchObject({ x: 20, min: 12, size: 17 });
  });

  it('needs no halo pass for a label without a halo colour, whatever its growth', () => {
    const quads = new GlyphQuads();
    quads.push(0, 0, 0, 1, 1, UV, { ...LABEL, halo: 0x00ffffff });
    expect(quads.halo).toBe(false);
    quads.push(0, 0, 0, 1, 1, UV, { ...LABEL, halo: 0x00ffffff, minPx: 0 });
    expect(quads.halo).toBe(false);
    quads.push(0, 0, 0, 1, 1, UV, { ...LABEL, minPx: 0 });
    expect(quads.halo).toBe(true);
    quads.clear();
    expect(quads.halo).toBe(false);
  });

  it('keeps colour words whose bits read as NaN floats, and grows past its first room', () => {
    const quads = new GlyphQuads();
    // Opaque white and opaque yellow are NaN patterns as floats: copying them as floats could change the bits.
    const colours = [0xffffffff, 0xff00ffff];
    for (let g = 0; g < 200; g++) quads.push(g % 3, g, 0, g + 1, 1, UV, { ...LABEL, rgba: colours[g % 2] });
    expect(quads.count).toBe(200);
    for (const g of [0, 1, 63, 64, 199]) {
      expect(vertex(quads, g, 2).rgba).toBe(colours[g % 2]);
      expect(vertex(quads, g, 0).x).toBe(g);
      expect(quads.pages[g]).toBe(g % 3);
    }
    quads.clear();
    expect(quads.count).toBe(0);
  });
});
