import { Container } from 'pixi.js';
import { CHUNK_SIZE, InstanceChunk, type InstanceLayout } from './InstanceChunk';
import type { InstanceSlot } from './InstanceChunks';

/**
 * Copies of just the on-screen instances, in the order they are added, in chunks of dynamic GPU data: when the
 * view shows a small part of a large map, drawing these beats walking every static chunk (the GPU would still
 * run the vertex shader for each off-screen instance). Filled each frame from the static slots; chunks are added
 * as a fill needs them and kept.
 */
export class VisibleInstances {
  readonly root = new Container();
  private readonly chunks: InstanceChunk[] = [];
  private count = 0;

  constructor(private readonly layout: InstanceLayout) {}

  /** Starts a new fill. */
  begin(): void {
    this.count = 0;
  }

  /** Appends a copy of the instance in `slot`. */
  add(slot: InstanceSlot): void {
    const at = Math.floor(this.count / CHUNK_SIZE);
    if (at === this.chunks.length) {
      const chunk = new InstanceChunk(this.layout);
      this.chunks.push(chunk);
      this.root.addChild(chunk.mesh);
    }
    const chunk = this.chunks[at];
    const local = this.count % CHUNK_SIZE;
    const base = chunk.touch(local);
    // Word by word through the integer view: copies colours bit-exact and allocates no subarray.
    for (let i = 0; i < this.layout.words; i++) chunk.u32[base + i] = slot.u32[slot.base + i];
    chunk.count = local + 1;
    this.count++;
  }

  /**
   * Uploads the fill and shows it (or hides it). `coarse` draws the layout's coarse geometry where it has one, as
   * the static chunks do at the same zoom, so a list and the chunks draw the same picture.
   */
  end(visible: boolean, coarse = false): void {
    for (let i = 0; i < this.chunks.length; i++) {
      const chunk = this.chunks[i];
      const used = Math.max(0, Math.min(CHUNK_SIZE, this.count - i * CHUNK_SIZE));
      chunk.count = used;
      if (visible && used > 0) chunk.upload();
      chunk.show(visible && used > 0, coarse);
    }
  }

  /** Hides the copies without touching them. */
  hide(): void {
    for (const chunk of this.chunks) chunk.show(false);
  }

  /** Frees the GPU data. */
  destroy(): void {
    for (const chunk of this.chunks) chunk.destroy();
    this.chunks.length = 0;
  }
}
