import type { GlProgram } from 'pixi.js';
import { createEdgeProgram } from './batch/edgeShader';
import { createNodeProgram } from './batch/nodeShader';
import { labelGlyphProgram } from './text/labelGlyphShader';

/**
 * The programs a map's first frame draws with: node shapes, edge strips, label glyphs and their halos, linked in
 * a worker while the page reads its map (`warmProgramCache`). The others (arrow heads, the overview picture,
 * PixiJS's own batcher for the overlay) are left to their first use, as many maps never need them. `GlProgram.from`
 * and the label programs' own cache hand out the very programs the batches draw with, so the sources match.
 */
export function firstFramePrograms(): GlProgram[] {
  return [
    createNodeProgram().program,
    createEdgeProgram().program,
    labelGlyphProgram(false),
    labelGlyphProgram(true),
  ];
}
