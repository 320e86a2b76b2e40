import { Container } from 'pixi.js';
import { emptyBox, intersects, union, type Box } from '../../geometry/Box';
import { CHUNK_SIZE, InstanceChunk, strideOf, type InstanceLayout } from './InstanceChunk';

export { CHUNK_SIZE, type InstanceLayout };

interface Chunk {
  readonly data: InstanceChunk;
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
 * Instances (nodes, edges, arrows) in fixed-size chunks of static GPU data (see `InstanceChunk`), one draw call
 * per chunk. Each id
 * owns a slot; writing a slot marks only that range of its chunk for upload, so changing k items uploads O(k) data.
 * Chunks keep a box around their instances and are skipped when it is off screen. Slots are handed out in call
 * order, which is the draw order (z-order for nodes); released slots become empty (zero-size) instances and, when
 * `reuse` is on, are handed out again.
 */
export class InstanceChunks<K extends string | number = string> {
  readonly root = new Container();
  private readonly chunks: Chunk[] = [];
  private readonly slots = new Map<K, number>();
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

  /** The slot number `id` holds (stable until it is released), or -1. */
  indexOf(id: K): number {
    return this.slots.get(id) ?? -1;
  }

  /** True when `id` holds a slot. */
  has(id: K): boolean {
    return this.slots.has(id);
  }

  /**
   * The slot of `id` (allocated on first use) to write `layout.words` words into, growing the chunk's box by
   * `box`. The returned object is reused: write into it before the next call.
   */
  write(id: K, box: Box): InstanceSlot {
    let index = this.slots.get(id);
    if (index === undefined) {
      index = (this.reuse ? this.free.pop() : undefined) ?? this.next++;
      this.slots.set(id, index);
      this.chunkFor(index).live++;
    }
    const chunk = this.chunkFor(index);
    const local = index % CHUNK_SIZE;
    if (local >= chunk.data.count) chunk.data.count = local + 1;
    union(chunk.bounds, box);
    return this.touch(chunk, local);
  }

  /** The slot of `id` to read from (not marked for upload), or null; the returned object is reused. */
  read(id: K): InstanceSlot | null {
    const index = this.slots.get(id);
    return index === undefined ? null : this.readAt(index);
  }

  /** Slot number `index` (from `indexOf`) to read from; the returned object is reused. */
  readAt(index: number): InstanceSlot {
    const chunk = this.chunks[Math.floor(index / CHUNK_SIZE)].data;
    this.slot.f32 = chunk.f32;
    this.slot.u32 = chunk.u32;
    this.slot.base = (index % CHUNK_SIZE) * strideOf(this.layout);
    return this.slot;
  }

  /** Empties the slot of `id` (draws nothing there); unknown ids are ignored. */
  release(id: K): void {
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
      chunk.data.count = 0;
      chunk.live = 0;
      Object.assign(chunk.bounds, emptyBox());
      chunk.data.show(false);
    }
  }

  /**
   * Uploads dirty ranges and shows only chunks whose box meets `view` (a graph box); `visible` false hides all.
   * `coarse` draws the layout's coarse geometry where it has one.
   */
  sync(view: Box, visible: boolean, coarse = false): void {
    for (const chunk of this.chunks) {
      chunk.data.upload();
      chunk.data.show(visible && chunk.live > 0 && intersects(chunk.bounds, view), coarse);
    }
  }

  /** Frees GPU buffers. */
  destroy(): void {
    for (const chunk of this.chunks) chunk.data.destroy();
    this.chunks.length = 0;
  }

  private touch(chunk: Chunk, local: number): InstanceSlot {
    this.slot.f32 = chunk.data.f32;
    this.slot.u32 = chunk.data.u32;
    this.slot.base = chunk.data.touch(local);
    return this.slot;
  }

  private chunkFor(index: number): Chunk {
    const at = Math.floor(index / CHUNK_SIZE);
    while (this.chunks.length <= at) {
      const data = new InstanceChunk(this.layout);
      this.root.addChild(data.mesh);
      this.chunks.push({ data, bounds: emptyBox(), live: 0 });
    }
    return this.chunks[at];
  }
}
