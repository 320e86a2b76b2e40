import {
  Buffer,
  BufferUsage,
  Container,
  Geometry,
  Mesh,
  Shader,
  UniformGroup,
  type TextureSource,
} from 'pixi.js';
import { GLYPH_VERTEX_FLOATS, type GlyphQuads } from './GlyphQuads';
import { labelGlyphProgram } from './labelGlyphShader';

const VERTEX_BYTES = GLYPH_VERTEX_FLOATS * 4;

/** One atlas page's glyphs: a buffer of quads and the mesh drawing them in one call. */
interface PageMesh {
  readonly mesh: Mesh<Geometry, Shader>;
  /** The same quads drawn as halos, before every page's text. */
  readonly halo: Mesh<Geometry, Shader>;
  vertices: Buffer;
  indices: Buffer;
  words: Uint32Array;
  /** Glyphs the buffers have room for. */
  capacity: number;
  geometry: Geometry;
}

/**
 * The distance-field glyphs of every label shown, drawn with one draw call per atlas page (one per font weight
 * on screen) instead of one per label: a software WebGL renderer pays about a quarter of a millisecond per draw
 * call, so a hundred labels on screen cost a whole display frame drawn one by one. Labels lay their glyphs out
 * once (`GlyphQuads`, in graph units); `rebuild` copies those of the labels shown into the pages' buffers. Halos
 * take a second call per page whose labels have any, from the same buffers, all drawn before any text: a glyph's
 * halo drawn after its neighbour's letter would cut it.
 */
export class LabelGlyphs {
  readonly root = new Container();
  private readonly halos = new Container();
  private readonly texts = new Container();
  private readonly uniforms: UniformGroup;
  private readonly sources: TextureSource[] = [];
  private readonly pages: PageMesh[] = [];
  /** Glyphs per page in the last rebuild (for tests and diagnostics). */
  readonly drawn: number[] = [];

  /** `haloPx`: the halo's width in device px. */
  constructor(haloPx: number) {
    this.uniforms = new UniformGroup({ uHaloPx: { value: haloPx, type: 'f32' } });
    this.root.addChild(this.halos, this.texts);
  }

  /** The page number of an atlas texture source, registered on first use. */
  readonly pageOf = (source: unknown): number => {
    const at = this.sources.indexOf(source as TextureSource);
    if (at >= 0) return at;
    this.sources.push(source as TextureSource);
    return this.sources.length - 1;
  };

  /** Replaces the glyphs drawn with those of `labels`. */
  rebuild(labels: Iterable<GlyphQuads>): void {
    const counts = this.sources.map(() => 0);
    const halos = this.sources.map(() => false);
    const shown: GlyphQuads[] = [];
    for (const quads of labels) {
      if (quads.count === 0) continue;
      shown.push(quads);
      for (let g = 0; g < quads.count; g++) {
        counts[quads.pages[g]]++;
        if (quads.halo) halos[quads.pages[g]] = true;
      }
    }
    const filled = counts.map(() => 0);
    for (let p = 0; p < counts.length; p++) if (counts[p] > 0) this.reserve(p, counts[p]);
    const perGlyph = 4 * GLYPH_VERTEX_FLOATS;
    for (const quads of shown) {
      // Runs of glyphs on one page (a whole label, nearly always) are copied in one go.
      for (let g = 0; g < quads.count;) {
        const p = quads.pages[g];
        let end = g + 1;
        while (end < quads.count && quads.pages[end] === p) end++;
        const run = quads.words.subarray(g * perGlyph, end * perGlyph);
        this.pages[p].words.set(run, filled[p] * perGlyph);
        filled[p] += end - g;
        g = end;
      }
    }
    this.drawn.length = 0;
    for (let p = 0; p < this.pages.length; p++) {
      const page = this.pages[p];
      const n = counts[p] ?? 0;
      this.drawn.push(n);
      page.mesh.visible = n > 0;
      page.halo.visible = n > 0 && halos[p];
      if (n === 0) continue;
      page.geometry.indexCount = n * 6;
      page.vertices.update(n * 4 * VERTEX_BYTES);
    }
  }

  /** Frees the buffers (the atlas pages belong to their fonts). */
  destroy(): void {
    for (const page of this.pages) {
      page.mesh.destroy();
      page.halo.destroy();
      page.geometry.destroy();
    }
    this.pages.length = 0;
    this.root.destroy();
  }

  /** Makes page `p`'s mesh (and those before it) and room for `glyphs` in its buffers. */
  private reserve(p: number, glyphs: number): void {
    while (this.pages.length <= p) this.pages.push(this.makePage(this.sources[this.pages.length]));
    const page = this.pages[p];
    if (glyphs <= page.capacity) return;
    let capacity = page.capacity;
    while (capacity < glyphs) capacity *= 2;
    const words = new Uint32Array(capacity * 4 * GLYPH_VERTEX_FLOATS);
    page.words = words;
    page.capacity = capacity;
    page.vertices.data = new Float32Array(words.buffer);
    page.indices.data = quadIndices(capacity);
  }

  private makePage(source: TextureSource): PageMesh {
    const capacity = 256;
    const words = new Uint32Array(capacity * 4 * GLYPH_VERTEX_FLOATS);
    const vertices = new Buffer({
      data: new Float32Array(words.buffer),
      usage: BufferUsage.VERTEX | BufferUsage.COPY_DST,
    });
    const indices = new Buffer({
      data: quadIndices(capacity),
      usage: BufferUsage.INDEX | BufferUsage.COPY_DST,
    });
    const attribute = (format: 'float32x2' | 'float32x4' | 'unorm8x4', offset: number) => ({
      buffer: vertices,
      format,
      stride: VERTEX_BYTES,
      offset,
    });
    const geometry = new Geometry({
      attributes: {
        // Not `aPosition`: PixiJS would scan the whole buffer for the mesh's bounds, which nothing here reads.
        aGraph: attribute('float32x2', 0),
        aUV: attribute('float32x2', 8),
        aColor: attribute('unorm8x4', 16),
        aHalo: attribute('unorm8x4', 20),
        aAnchor: attribute('float32x2', 24),
        aText: attribute('float32x4', 32),
      },
      indexBuffer: indices,
    });
    const mesh = (halo: boolean, layer: Container) => {
      const resources = halo ? { uPage: source, labelUniforms: this.uniforms } : { uPage: source };
      const shader = new Shader({ glProgram: labelGlyphProgram(halo), resources });
      const m = new Mesh<Geometry, Shader>({ geometry, shader });
      m.visible = false;
      layer.addChild(m);
      return m;
    };
    return {
      mesh: mesh(false, this.texts),
      halo: mesh(true, this.halos),
      ...{ vertices, indices, words, capacity, geometry },
    };
  }
}

/** Two triangles per quad of four vertices (top-left, top-right, bottom-right, bottom-left). */
function quadIndices(quads: number): Uint32Array {
  const out = new Uint32Array(quads * 6);
  for (let q = 0, at = 0; q < quads; q++, at += 6) {
    const v = q * 4;
    out[at] = v;
    out[at + 1] = v + 1;
    out[at + 2] = v + 2;
    out[at + 3] = v;
    out[at + 4] = v + 2;
    out[at + 5] = v + 3;
  }
  return out;
}
