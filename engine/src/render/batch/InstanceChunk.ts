import {
  Buffer,
  BufferImageSource,
  BufferUsage,
  Geometry,
  GlProgram,
  Mesh,
  Shader,
  type UniformGroup,
} from 'pixi.js';

/** Instances per chunk: one data texture and one draw call each; a change re-uploads at most this many. */
export const CHUNK_SIZE = 8192;
/** Width of a chunk's data texture in texels (4 words each); instance data runs row after row. */
const DATA_WIDTH = 1024;

/**
 * The vertices of one instance: `local` holds `LOCAL_SIZE` floats per vertex (a corner, or a position along and
 * across an edge strip), `indices` its triangles.
 */
export interface InstanceShape {
  readonly local: readonly number[];
  readonly indices: readonly number[];
}
/** Floats per vertex in `InstanceShape.local`. */
export const LOCAL_SIZE = 2;

/** How one kind of instance is stored and drawn. */
export interface InstanceLayout {
  /** 32-bit words per instance (floats and packed RGBA colours share one buffer), at most 16. */
  readonly words: number;
  /** The vertices every instance is drawn with. */
  readonly shape: InstanceShape;
  /** Optional cheaper shape, drawn instead at overview zoom (level of detail). */
  readonly coarse?: InstanceShape;
  readonly program: GlProgram;
  /** Uniforms shared by every chunk (zoom), bound under this resource name. */
  readonly uniforms: { name: string; group: UniformGroup };
}

/**
 * GLSL (vertex stage) reading instance data: `instanceWord4(k)` is the k-th group of four words of the instance
 * this vertex belongs to, `unpackRgba` a colour packed by `packRgba`. The vertex's `aLocal.z` is its instance.
 */
export function instanceFetchGlsl(layout: { words: number }): string {
  return /* glsl */ `
in vec3 aLocal;
uniform highp usampler2D uData;
const int TEXELS = ${texelsOf(layout)};
uvec4 instanceWord4(int k) {
  int t = int(aLocal.z) * TEXELS + k;
  return texelFetch(uData, ivec2(t % ${DATA_WIDTH}, t / ${DATA_WIDTH}), 0);
}
vec4 unpackRgba(uint c) {
  return vec4(float(c & 255u), float((c >> 8u) & 255u), float((c >> 16u) & 255u), float(c >> 24u)) / 255.0;
}
`;
}

function texelsOf(layout: { words: number }): number {
  return Math.ceil(layout.words / 4);
}

/** Words from one instance's first to the next's in a chunk's data (its texels × 4). */
export function strideOf(layout: { words: number }): number {
  return texelsOf(layout) * 4;
}

interface SharedShape {
  local: Buffer;
  index: Buffer;
  indicesPerInstance: number;
}

const shared = new WeakMap<InstanceShape, SharedShape>();

/**
 * Vertex and index buffers drawing CHUNK_SIZE instances of `shape` without instancing: each instance's vertices
 * are repeated with its number appended, so one plain indexed draw covers a chunk. Made once per shape and
 * shared by every chunk (software renderers run an instanced draw as one draw per instance, which at tens of
 * thousands of instances costs seconds; a plain draw of the same triangles costs what its pixels cost).
 */
function sharedShape(shape: InstanceShape): SharedShape {
  let out = shared.get(shape);
  if (out) return out;
  const verts = shape.local.length / LOCAL_SIZE;
  const local = new Float32Array(CHUNK_SIZE * verts * 3);
  const total = CHUNK_SIZE * verts;
  const index =
    total > 65536
      ? new Uint32Array(CHUNK_SIZE * shape.indices.length)
      : new Uint16Array(CHUNK_SIZE * shape.indices.length);
  for (let i = 0, at = 0; i < CHUNK_SIZE; i++) {
    for (let v = 0; v < verts; v++, at += 3) {
      local[at] = shape.local[v * 2];
      local[at + 1] = shape.local[v * 2 + 1];
      local[at + 2] = i;
    }
    const base = i * shape.indices.length;
    for (let k = 0; k < shape.indices.length; k++) index[base + k] = i * verts + shape.indices[k];
  }
  out = {
    local: new Buffer({ data: local, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST }),
    index: new Buffer({ data: index, usage: BufferUsage.INDEX | BufferUsage.COPY_DST }),
    indicesPerInstance: shape.indices.length,
  };
  shared.set(shape, out);
  return out;
}

interface ChunkGeometry {
  geometry: Geometry;
  perInstance: number;
}

/** A chunk's geometry for `shape`: its own, over the shape's shared buffers (its index count is the chunk's). */
function chunkGeometry(shape: InstanceShape): ChunkGeometry {
  const s = sharedShape(shape);
  const geometry = new Geometry({
    attributes: { aLocal: { buffer: s.local, format: 'float32x3' } },
    indexBuffer: s.index,
  });
  return { geometry, perInstance: s.indicesPerInstance };
}

/** What a chunk's mesh holds until it is first drawn. */
const EMPTY_GEOMETRY = new Geometry({
  attributes: { aLocal: { buffer: new Float32Array(3), format: 'float32x3' } },
});

/**
 * One chunk of up to CHUNK_SIZE instances: their data in a small integer texture the vertex shader reads
 * (`instanceFetchGlsl`), drawn with one indexed draw call. Writing marks a word range dirty; `upload` sends just
 * that range. Instances past `count` are not drawn; a zeroed instance draws nothing.
 */
export class InstanceChunk {
  readonly u32: Uint32Array;
  readonly f32: Float32Array;
  readonly mesh: Mesh<Geometry, Shader>;
  /** Instances drawn: the highest used one + 1. */
  count = 0;
  private readonly source: BufferImageSource;
  /** The shapes' geometries, made on first draw (the fine one's shared buffers alone hold megabytes). */
  private fineGeometry: ChunkGeometry | null = null;
  private coarseGeometry: ChunkGeometry | null = null;
  private lo = Infinity;
  private hi = 0;

  constructor(private readonly layout: InstanceLayout) {
    const stride = strideOf(layout);
    this.u32 = new Uint32Array(CHUNK_SIZE * stride);
    this.f32 = new Float32Array(this.u32.buffer);
    this.source = new BufferImageSource({
      resource: this.u32,
      width: DATA_WIDTH,
      height: (CHUNK_SIZE * stride) / 4 / DATA_WIDTH,
      format: 'rgba32uint',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
    });
    const shader = new Shader({
      glProgram: layout.program,
      resources: { uData: this.source, [layout.uniforms.name]: layout.uniforms.group },
    });
    this.mesh = new Mesh<Geometry, Shader>({ geometry: EMPTY_GEOMETRY, shader });
    this.mesh.visible = false;
  }

  /** Marks instance `local`'s words for upload and returns the index of its first word. */
  touch(local: number): number {
    const stride = strideOf(this.layout);
    const base = local * stride;
    if (base < this.lo) this.lo = base;
    if (base + stride > this.hi) this.hi = base + stride;
    return base;
  }

  /** Sends the dirty range to the GPU. */
  upload(): void {
    if (this.hi <= this.lo) return;
    this.source.update(this.lo / 4, this.hi / 4);
    this.lo = Infinity;
    this.hi = 0;
  }

  /** Draws the first `count` instances (with the coarse shape when asked and there is one), or hides. */
  show(visible: boolean, coarse = false): void {
    this.mesh.visible = visible && this.count > 0;
    if (!this.mesh.visible) return;
    const { layout } = this;
    const use =
      coarse && layout.coarse
        ? (this.coarseGeometry ??= chunkGeometry(layout.coarse))
        : (this.fineGeometry ??= chunkGeometry(layout.shape));
    if (this.mesh.geometry !== use.geometry) this.mesh.geometry = use.geometry;
    use.geometry.indexCount = this.count * use.perInstance;
  }

  /** Frees the texture and geometries (the shared shape buffers stay). */
  destroy(): void {
    this.mesh.destroy();
    this.fineGeometry?.geometry.destroy();
    this.coarseGeometry?.geometry.destroy();
    this.source.destroy();
  }
}
