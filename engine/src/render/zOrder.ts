import type { MapScene } from '../scene/MapScene';

/** Sorts listed nodes back to front (the scene's z-order) into one reused array, so a frame allocates nothing. */
export class ZOrder {
  private readonly out: string[] = [];
  private readonly byRank = (a: string, b: string): number => this.scene.rankOf(a) - this.scene.rankOf(b);

  constructor(private readonly scene: MapScene) {}

  /** `ids` back to front; the array is reused by the next call. */
  sorted(ids: ReadonlySet<string>): readonly string[] {
    const out = this.out;
    out.length = 0;
    for (const id of ids) out.push(id);
    out.sort(this.byRank);
    return out;
  }
}
