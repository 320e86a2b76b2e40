import type { Operation } from '@mapa/model';

/**
 * Back-to-front ranks of the nodes (higher draws on top), kept in step with the state's z-order. Appending nodes
 * on top costs O(added); anything else (an undo that puts a node back below others, an `order.move`) re-ranks
 * the whole order.
 */
export class NodeRanks {
  private readonly rank = new Map<string, number>();
  private maxRank = 0;

  /** The node's rank, -1 when it has none. */
  of(id: string): number {
    return this.rank.get(id) ?? -1;
  }

  /** Ranks every node by its place in `order` (the state's `nodesOrder()`). */
  rebuild(order: readonly string[]): void {
    this.rank.clear();
    for (let i = 0; i < order.length; i++) this.rank.set(order[i], i);
    this.maxRank = order.length;
  }

  /** Gives a node without a rank the next one on top (a node indexed outside a transaction). */
  ensure(id: string): void {
    if (!this.rank.has(id)) this.rank.set(id, this.maxRank++);
  }

  delete(id: string): void {
    this.rank.delete(id);
  }

  /** Sets the rank of a node `topOf` worked out. */
  set(id: string, rank: number): void {
    this.rank.set(id, rank);
  }

  /**
   * For a transaction that adds nodes: the ranks of those now at the top of `order` (its last `adds` entries),
   * so appending k nodes costs O(k); null when nothing is added.
   */
  topOf(ops: readonly Operation[], order: () => readonly string[]): Map<string, number> | null {
    let adds = 0;
    for (const op of ops) if (op.type === 'node.add') adds++;
    if (adds === 0) return null;
    const ids = order();
    const top = new Map<string, number>();
    const from = Math.max(0, ids.length - adds);
    for (let i = from; i < ids.length; i++) top.set(ids[i], this.maxRank + (i - from));
    this.maxRank += ids.length - from;
    return top;
  }
}
