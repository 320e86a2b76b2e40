import { GLYPH_VERTEX_FLOATS, GlyphQuads } from './GlyphQuads';

const UV = [0.25, 0.5, 0.375, 0.625];

/** The words of vertex `v` of glyph `g`, colour as the 32-bit word and the rest as floats. */
function vertex(quads: GlyphQuads, g: number, v: number) {
  const at = (g * 4 + v) * GLYPH_VERTEX_FLOATS;
  const f = new Float32Array(quads.words.buffer);
  return { x: f[at], y: f[at + 1], u: f[at + 2], v: f[at + 3], rgba: quads.words[at + 4], d: f[at + 5] };
}

describe('GlyphQuads', () => {
  it('writes each glyph as four corners with its frame, colour and distance factor', () => {
    const quads = new GlyphQuads();
    quads.push(2, 10, 20, 16, 30, UV, 0x80ff0000, 3.5);
    expect(quads.count).toBe(1);
    expect(quads.pages[0]).toBe(2);
    expect(vertex(quads, 0, 0)).toEqual({ x: 10, y: 20, u: 0.25, v: 0.5, rgba: 0x80ff0000, d: 3.5 });
    expect(vertex(quads, 0, 1)).toMatchObject({ x: 16, y: 20, u: 0.375, v: 0.5 });
    expect(vertex(quads, 0, 2)).toMatchObject({ x: 16, y: 30, u: 0.375, v: 0.625 });
    expect(vertex(quads, 0, 3)).toMatchObject({ x: 10, y: 30, u: 0.25, v: 0.625 });
  });

  it('keeps colour words whose bits read as NaN floats, and grows past its first room', () => {
    const quads = new GlyphQuads();
    // Opaque white and opaque yellow are NaN patterns as floats: copying them as floats could change the bits.
    const colours = [0xffffffff, 0xff00ffff];
    for (let g = 0; g < 200; g++) quads.push(g % 3, g, 0, g + 1, 1, UV, colours[g % 2], 1);
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
