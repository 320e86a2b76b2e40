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
      pixels(x: number, y: number, w: number, h: number): Promise<number[]>;
    };
  }
}
