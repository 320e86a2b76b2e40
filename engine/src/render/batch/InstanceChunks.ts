import { Buffer, BufferUsage, Container, Geometry, Mesh, type Shader } from 'pixi.js';
import { emptyBox, intersects, union, type Box } from '../../geometry/Box';

/** Instances per chunk: one GPU buffer and one draw call each; a change re-uploads at most this many. */
export const CHUNK_SIZE = 8192;

/** How one kind of instance is laid out and drawn. */
export interface InstanceLayout {
  /** 32-bit words per instance (floats and packed RGBA colours share one buffer). */
  readonly words: number;
  /** Builds the geometry of one chunk: the shared base shape plus instance attributes on `buffer`. */
  geometry(buffer: Buffer, count: number): Geometry;
  /** Optional cheaper geometry on the same instances, drawn instead at overview zoom (level of detail). */
  coarseGeometry?(buffer: Buffer, count: number): Geometry;
  readonly shader: Shader;
}

interface Chunk {
  readonly f32: Float32Array;
  readonly u32: Uint32Array;
  readonly buffer: Buffer;
  readonly geometry: Geometry;
  readonly coarse: Geometry | null;
  readonly mesh: Mesh<Geometry, Shader>;
  /** Highest used slot + 1 in this chunk: the instance count drawn. */
  count: number;
  /** Dirty word range to upload before the next draw ([lo, hi), empty when lo ≥ hi). */
  lo: number;
  hi: number;
  /** Box around everything ever written here (grows; reset by `clear`). */
  readonly bounds: Box;
  /** Number of live (not released) slots. */
  live: number;
}

/** Where to write one instance: `f32`/`u32` views of its chunk and the word index of its first field. */
export interface InstanceSlot {
  f32: Float32Array;
  u32: Uint32Array;
  base: number;
}

/**
 * Instances (nodes, edges, arrows) in fixed-size chunks of static GPU buffers, one draw call per chunk. Each id
 * owns a slot; writing a slot marks only that range of its chunk for upload, so changing k items uploads O(k) data.
 * Chunks keep a box around their instances and are skipped when it is off screen. Slots are handed out in call
 * order, which is the draw order (z-order for nodes); released slots become empty (zero-size) instances and, when
 * `reuse` is on, are handed out again.
 */
export class InstanceChunks {
  readonly root = new Container();
  private readonly chunks: Chunk[] = [];
  private readonly slots = new Map<string, number>();
  private readonly free: number[] = [];
  private next = 0;
  private readonly slot: InstanceSlot = { f32: new Float32Array(0), u32: new Uint32Array(0), base: 0 };

  constructor(
    private readonly layout: InstanceLayout,
    private readonly reuse: boolean,
  ) {}

  /** Number of ids holding a slot. */
  get size(): number {
    return this.slots.size;
  }

  /** Number of slots ever handed out (live plus released, until `clear`). */
  get capacityUsed(): number {
    return this.next;
  }

  /** True when `id` holds a slot. */
  has(id: string): boolean {
    return this.slots.has(id);
  }

  /**
   * The slot of `id` (allocated on first use) to write `layout.words` words into, growing the chunk's box by
   * `box`. The returned object is reused: write into it before the next call.
   */
  write(id: string, box: Box): InstanceSlot {
    let index = this.slots.get(id);
    if (index === undefined) {
      index = (this.reuse ? this.free.pop() : undefined) ?? this.next++;
      this.slots.set(id, index);
      this.chunkFor(index).live++;
    }
    const chunk = this.chunkFor(index);
    const local = index % CHUNK_SIZE;
    if (local >= chunk.count) chunk.count = local + 1;
    union(chunk.bounds, box);
    return this.touch(chunk, local);
  }

  /** The slot of `id` to read from (not marked for upload), or null; the returned object is reused. */
  read(id: string): InstanceSlot | null {
    const index = this.slots.get(id);
    if (index === undefined) return null;
    const chunk = this.chunks[Math.floor(index / CHUNK_SIZE)];
    this.slot.f32 = chunk.f32;
    this.slot.u32 = chunk.u32;
    this.slot.base = (index % CHUNK_SIZE) * this.layout.words;
    return this.slot;
  }

  /** Empties the slot of `id` (draws nothing there); unknown ids are ignored. */
  release(id: string): void {
    const index = this.slots.get(id);
    if (index === undefined) return;
    this.slots.delete(id);
    const chunk = this.chunks[Math.floor(index / CHUNK_SIZE)];
    chunk.live--;
    const slot = this.touch(chunk, index % CHUNK_SIZE);
    slot.f32.fill(0, slot.base, slot.base + this.layout.words);
    if (this.reuse) this.free.push(index);
  }

  /** Drops every slot (chunks are kept for reuse, emptied). */
  clear(): void {
    this.slots.clear();
    this.free.length = 0;
    this.next = 0;
    for (const chunk of this.chunks) {
      chunk.count = 0;
      chunk.live = 0;
      chunk.lo = 0;
      chunk.hi = 0;
      Object.assign(chunk.bounds, emptyBox());
      chunk.geometry.instanceCount = 0;
      chunk.mesh.visible = false;
    }
  }

  /**
   * Uploads dirty ranges and shows only chunks whose box meets `view` (a graph box); `visible` false hides all.
   * `coarse` draws the layout's coarse geometry where it has one.
   */
  sync(view: Box, visible: boolean, coarse = false): void {
    const bytes = 4;
    for (const chunk of this.chunks) {
      if (chunk.hi > chunk.lo) {
        chunk.buffer.update((chunk.hi - chunk.lo) * bytes, chunk.lo * bytes);
        chunk.lo = Infinity;
        chunk.hi = 0;
      }
      chunk.geometry.instanceCount = chunk.count;
      if (chunk.coarse) {
        chunk.coarse.instanceCount = chunk.count;
        const want = coarse ? chunk.coarse : chunk.geometry;
        if (chunk.mesh.geometry !== want) chunk.mesh.geometry = want;
      }
      chunk.mesh.visible = visible && chunk.live > 0 && intersects(chunk.bounds, view);
    }
  }

  /** Frees GPU buffers. */
  destroy(): void {
    for (const chunk of this.chunks) {
      chunk.mesh.destroy();
      chunk.geometry.destroy(true);
      chunk.coarse?.destroy();
    }
    this.chunks.length = 0;
  }

  private touch(chunk: Chunk, local: number): InstanceSlot {
    const words = this.layout.words;
    const base = local * words;
    if (base < chunk.lo) chunk.lo = base;
    if (base + words > chunk.hi) chunk.hi = base + words;
    this.slot.f32 = chunk.f32;
    this.slot.u32 = chunk.u32;
    this.slot.base = base;
    return this.slot;
  }

  private chunkFor(index: number): Chunk {
    const at = Math.floor(index / CHUNK_SIZE);
    while (this.chunks.length <= at) this.chunks.push(this.makeChunk());
    return this.chunks[at];
  }

  private makeChunk(): Chunk {
    const f32 = new Float32Array(CHUNK_SIZE * this.layout.words);
    const u32 = new Uint32Array(f32.buffer);
    const buffer = new Buffer({ data: f32, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
    const geometry = this.layout.geometry(buffer, 0);
    const coarse = this.layout.coarseGeometry?.(buffer, 0) ?? null;
    const mesh = new Mesh<Geometry, Shader>({ geometry, shader: this.layout.shader });
    mesh.visible = false;
    this.root.addChild(mesh);
    return {
      f32,
      u32,
      buffer,
      geometry,
      coarse,
      mesh,
      count: 0,
      lo: Infinity,
      hi: 0,
      bounds: emptyBox(),
      live: 0,
    };
  }
}
