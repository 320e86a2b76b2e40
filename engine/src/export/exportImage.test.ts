import { MapScene } from '../scene/MapScene';
import { testNode, testState } from '../testing/testMap';
import { EXPORT_PADDING, exportBounds, exportFrame, exportLimits } from './exportImage';

describe('exportImage frame', () => {
  const scene = new MapScene();
  scene.load(testState([testNode('a', 0, 0), testNode('b', 1000, 500)]));

  it('covers every node (or only the selection) with padding', () => {
    expect(exportBounds(scene, null)).toEqual({
      minX: -50 - EXPORT_PADDING,
      minY: -25 - EXPORT_PADDING,
      maxX: 1050 + EXPORT_PADDING,
      maxY: 525 + EXPORT_PADDING,
    });
    expect(exportBounds(scene, { nodes: ['b'], edges: [] })).toEqual({
      minX: 950 - EXPORT_PADDING,
      minY: 475 - EXPORT_PADDING,
      maxX: 1050 + EXPORT_PADDING,
      maxY: 525 + EXPORT_PADDING,
    });
    expect(exportBounds(scene, { nodes: [], edges: [] })).toBeNull();
  });

  it('fits within the limits keeping the aspect ratio, never above 2× for small maps', () => {
    const wide = exportFrame({ minX: 0, minY: 0, maxX: 10_000, maxY: 1000 }, 3200, 1800);
    expect([wide.width, wide.height, wide.scale]).toEqual([3200, 320, 0.32]);
    const tall = exportFrame({ minX: 0, minY: 0, maxX: 1000, maxY: 9000 }, 3200, 1800);
    expect([tall.width, tall.height]).toEqual([200, 1800]);
    const small = exportFrame({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, 3200, 1800);
    expect([small.width, small.height, small.scale]).toEqual([200, 100, 2]);
  });

  it('clamps requested sizes to spec §9 and names a bad one', () => {
    expect(exportLimits({ maxWidth: 99_999, maxHeight: 500 })).toEqual({ maxWidth: 3200, maxHeight: 500 });
    expect(() => exportLimits({ maxHeight: 0 })).toThrow(/maxHeight must be a number ≥ 1 \(got 0\)/);
  });
});
