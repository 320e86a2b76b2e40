import type { MapState } from '@mapa/model';
import type { MapEngine } from '../src/api';

declare global {
  interface Window {
    /** Set by engine/harness/big.ts once the 100k map has loaded and drawn (`?given`: once createMapEngine, given the map, resolves). */
    __big: {
      engine: MapEngine;
      state: MapState;
      events: { name: string; payload: unknown }[];
      /** `loaded` of every loadprogress event, in order. */
      progress: number[];
      rename(id: string, label: string): void;
      /** Moves a node by (dx, dy) as a drag does. */
      move(id: string, dx: number, dy: number): void;
      /** How the overview pictures were brought up to date so far: drawn whole in a frame, patched, drawn in slices across frames (and the slices), and added to while the map streamed in. */
      snapshotDraws(): { full: number; patched: number; built: number; slices: number; streamed: number };
      /** Frames so far that showed an overview picture magnified past 1.25×. */
      magnifiedFrames(): number;
      /** Camera zoom over the shown overview picture's zoom (1: drawn for this zoom); 0 with none. */
      shownScale(): number;
      /** True while an overview picture is being drawn slice by slice. */
      building(): boolean;
      /** Drops every overview picture and draws the next frame (which draws one anew, whole). */
      redrawOverview(): Promise<void>;
      /** Frames so far shown by moving the drawn canvas instead of drawing (pans of the overview picture). */
      movedFrames(): number;
      /** Whether a pan of the overview picture may move the drawn canvas (on by default); off, every frame draws. */
      moveCanvas(on: boolean): void;
      /** RGBA of a rectangle of what the canvas last drew (not where a moved canvas shows it: see `movedFrames`). */
      pixels(x: number, y: number, w: number, h: number): Promise<number[]>;
      /** At the first frame drawn while the map streamed in (null without a streamed load): node styles the scene had resolved, and nodes indexed. */
      firstStreamedFrame(): { styles: number; indexed: number } | null;
    };
  }
}
