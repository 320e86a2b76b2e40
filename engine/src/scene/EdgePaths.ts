import type { EdgePathKind, EdgeSamples } from '../edges/EdgeSamples';

const KINDS: readonly EdgePathKind[] = ['cubic', 'line', 'taxi'];
const KIND_CODE: Record<EdgePathKind, number> = { cubic: 0, line: 1, taxi: 2 };
const INITIAL_SLOTS = 1024;

/**
 * The drawn paths of the scene's edges, compactly, by the slot each edge holds in the scene's edge index: flat
 * typed arrays with its eight control values (see `edgeControls`), how to read them, its arrow count and line
 * width, and a stamp that changes whenever the path is written. Everything else (samples, arrows, label point) is
 * worked out on demand through `EdgeSamples`. About 90 bytes per edge outside the JS object heap, and no per-edge
 * objects or keys of its own; a removed edge's slot is handed to the next edge by the index.
 */
export class EdgePaths {
  /** Control values, 8 per slot. */
  private ctrl = new Float64Array(INITIAL_SLOTS * 8);
  /** Kind code | arrow count << 2. */
  private info = new Uint8Array(INITIAL_SLOTS);
  /** Width at the source and at the target, 2 per slot (a tree branch tapers). */
  private widths = new Float64Array(INITIAL_SLOTS * 2);
  private stamps = new Uint32Array(INITIAL_SLOTS);
  private stamp = 0;

  /**
   * Stores the path at `slot`: control values `ctrl[0 … 8)`, read as `kind`, with `arrows` heads (0–2), `width`
   * wide at its source and `endWidth` at its target.
   */
  write(
    slot: number,
    ctrl: ArrayLike<number>,
    kind: EdgePathKind,
    arrows: number,
    width: number,
    endWidth = width,
  ): void {
    while (slot >= this.info.length) this.grow();
    const at = slot * 8;
    for (let i = 0; i < 8; i++) this.ctrl[at + i] = ctrl[i];
    this.info[slot] = KIND_CODE[kind] | (arrows << 2);
    this.widths[slot * 2] = width;
    this.widths[slot * 2 + 1] = endWidth;
    // Never 0, so a reader that has seen nothing yet always finds its copy stale.
    this.stamp = (this.stamp % 0xfffffffe) + 1;
    this.stamps[slot] = this.stamp;
  }

  /** Forgets the path at `slot` (its edge left the index). */
  delete(slot: number): void {
    if (slot < this.stamps.length) this.stamps[slot] = 0;
  }

  /** Forgets every path and gives the memory back. */
  clear(): void {
    this.ctrl = new Float64Array(INITIAL_SLOTS * 8);
    this.info = new Uint8Array(INITIAL_SLOTS);
    this.widths = new Float64Array(INITIAL_SLOTS * 2);
    this.stamps = new Uint32Array(INITIAL_SLOTS);
  }

  /** Samples the path at `slot` into `out`. */
  sample(slot: number, out: EdgeSamples): EdgeSamples {
    const info = this.info[slot];
    const w = this.widths;
    return out.sample(KINDS[info & 3], this.ctrl, slot * 8, info >> 2, w[slot * 2], w[slot * 2 + 1]);
  }

  /** A number that changes whenever the path at `slot` is written (0 after `delete`). */
  version(slot: number): number {
    return this.stamps[slot];
  }

  private grow(): void {
    const cap = this.info.length * 2;
    const ctrl = new Float64Array(cap * 8);
    ctrl.set(this.ctrl);
    this.ctrl = ctrl;
    const info = new Uint8Array(cap);
    info.set(this.info);
    this.info = info;
    const widths = new Float64Array(cap * 2);
    widths.set(this.widths);
    this.widths = widths;
    const stamps = new Uint32Array(cap);
    stamps.set(this.stamps);
    this.stamps = stamps;
  }
}
