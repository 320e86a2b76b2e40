import { Buffer, BufferUsage, type Geometry, Mesh, type Shader } from 'pixi.js';
import type { InstanceLayout, InstanceSlot } from './InstanceChunks';

/**
 * A small dynamic instance buffer holding copies of just the on-screen instances, in the order they are added:
 * when the view shows a small part of a large map, drawing these beats walking every static chunk (the GPU would
 * still run the vertex shader for each off-screen instance). Filled each frame from the static slots; grows by
 * doubling and never shrinks.
 */
export class VisibleInstances {
  readonly mesh: Mesh<Geometry, Shader>;
  private f32: Float32Array;
  private u32: Uint32Array;
  private readonly buffer: Buffer;
  private readonly geometry: Geometry;
  private count = 0;

  constructor(private readonly layout: InstanceLayout) {
    this.f32 = new Float32Array(1024 * layout.words);
    this.u32 = new Uint32Array(this.f32.buffer);
    this.buffer = new Buffer({ data: this.f32, usage: BufferUsage.VERTEX | BufferUsage.COPY_DST });
    this.geometry = layout.geometry(this.buffer, 0);
    this.mesh = new Mesh<Geometry, Shader>({ geometry: this.geometry, shader: layout.shader });
    this.mesh.visible = false;
  }

  /** Starts a new fill. */
  begin(): void {
    this.count = 0;
  }

  /** Appends a copy of the instance in `slot`. */
  add(slot: InstanceSlot): void {
    const words = this.layout.words;
    if ((this.count + 1) * words > this.f32.length) this.grow();
    const at = this.count * words;
    // Word by word through the integer view: copies colours bit-exact and allocates no subarray.
    for (let i = 0; i < words; i++) this.u32[at + i] = slot.u32[slot.base + i];
    this.count++;
  }

  /** Uploads the fill and shows it (or hides the mesh). */
  end(visible: boolean): void {
    if (visible && this.count > 0) this.buffer.update(this.count * this.layout.words * 4, 0);
    this.geometry.instanceCount = this.count;
    this.mesh.visible = visible && this.count > 0;
  }

  /** Hides the mesh without touching its contents. */
  hide(): void {
    this.mesh.visible = false;
  }

  private grow(): void {
    const next = new Float32Array(this.f32.length * 2);
    next.set(this.f32);
    this.f32 = next;
    this.u32 = new Uint32Array(next.buffer);
    this.buffer.data = next;
  }
}
