import type { MapState } from '@mapa/model';
import type { MapEngine } from '../src/api';

declare global {
  interface Window {
    /** Set by engine/harness/big.ts once the 100k map has loaded and drawn. */
    __big: {
      engine: MapEngine;
      state: MapState;
      events: { name: string; payload: unknown }[];
      /** `loaded` of every loadprogress event, in order. */
      progress: number[];
      rename(id: string, label: string): void;
      /** Moves a node by (dx, dy) as a drag does. */
      move(id: string, dx: number, dy: number): void;
      /** How often the overview snapshot was drawn whole and patched so far. */
      snapshotDraws(): { full: number; patched: number };
      pixels(x: number, y: number, w: number, h: number): Promise<number[]>;
    };
  }
}
