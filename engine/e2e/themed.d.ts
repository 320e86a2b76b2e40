import type { MapDocument, MapState, Transaction } from '@mapa/model';
import type { MapEngine } from '../src/api';
import type { Box } from '../src/geometry/Box';

declare global {
  interface Window {
    /** Set by engine/harness/themed.ts once the engine is up. */
    __themed: {
      engine: MapEngine;
      tree(size: number, mains?: number, seed?: number): MapDocument;
      show(doc: MapDocument, template?: string): Promise<void>;
      showFile(name: string, text: string, template?: string): Promise<void>;
      pixels(x: number, y: number, w: number, h: number): Promise<number[]>;
      labels(): { id: string; edge: boolean; text: string; box: Box }[];
      atlasAdvance(text: string, weight: 400 | 600 | 700): number;
      canvasAdvance(text: string, font: string): number;
      missingGlyphs(text: string, weight: 400 | 600 | 700): string;
      state(): MapState;
      apply(tx: Transaction): void;
    };
  }
}
