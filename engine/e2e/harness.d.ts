import type { MapState, ResolvedEdgeStyle, ResolvedNodeStyle, Transaction } from '@mapa/model';
import type { MapEngine } from '../src/api';

declare global {
  interface Window {
    /** Set by engine/harness/main.ts once the engine has drawn its first frame. */
    __harness: {
      engine: MapEngine;
      state: MapState;
      apply(tx: Transaction): void;
      /** Collapses or expands a node through the model's `toggleCollapseOps`, as the shell does; false if it cannot. */
      collapse(id: string): boolean;
      transactions: Transaction[];
      events: { name: string; payload: unknown }[];
      pixel(x: number, y: number): Promise<number[]>;
      pixels(x: number, y: number, w: number, h: number): Promise<number[]>;
      /** The canvas pixel at the red node's centre (200, 300) when createMapEngine resolved. */
      atStart: number[];
      /** The model's resolved look of node or edge `id` in the harness map (null when there is none). */
      looks(id: string): ResolvedNodeStyle | ResolvedEdgeStyle | null;
    };
  }
}
