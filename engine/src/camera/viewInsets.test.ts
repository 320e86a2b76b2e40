import { EngineCore } from '../EngineCore';
import { testNode, testState } from '../testing/testMap';
import type { ViewInsets } from '../api';

/** An 800×600 headless engine whose map spans (−50, −25)–(1050, 625): nodes 100×50 at the corners. */
function setup(): EngineCore {
  const core = new EngineCore({ invalidate: () => {}, now: () => 0, reducedMotion: () => true });
  core.camera.setSize(800, 600);
  core.load(testState([testNode('a', 0, 0), testNode('right', 1000, 0), testNode('bottom', 0, 600)]));
  return core;
}

/** The screen box of node `id` (100×50, centred on its position). */
function screenBox(core: EngineCore, x: number, y: number) {
  const topLeft = core.camera.graphToScreen({ x: x - 50, y: y - 25 });
  const bottomRight = core.camera.graphToScreen({ x: x + 50, y: y + 25 });
  return { left: topLeft.x, top: topLeft.y, right: bottomRight.x, bottom: bottomRight.y };
}

/** Every node's box lies in the screen less `insets`, `padding` px inside (to a rounding error). */
function expectInside(core: EngineCore, insets: ViewInsets, padding: number): void {
  for (const [x, y] of [
    [0, 0],
    [1000, 0],
    [0, 600],
  ]) {
    const box = screenBox(core, x, y);
    expect(box.left).toBeGreaterThanOrEqual(insets.left + padding - 1e-6);
    expect(box.top).toBeGreaterThanOrEqual(insets.top + padding - 1e-6);
    expect(box.right).toBeLessThanOrEqual(800 - insets.right - padding + 1e-6);
    expect(box.bottom).toBeLessThanOrEqual(600 - insets.bottom - padding + 1e-6);
  }
}

describe('view insets (what the shell covers)', () => {
  const bars: ViewInsets = { top: 0, right: 66, bottom: 74, left: 64 };

  it('fit keeps every node inside the uncovered area, filling it on the tighter axis', () => {
    const core = setup();
    core.setViewInsets(bars);
    core.fit(20);
    expectInside(core, bars, 20);
    // Width left: 800 − 64 − 66 − 40 = 630 px for 1100 units; height: 600 − 74 − 40 = 486 for 650: width binds.
    expect(core.getViewport().zoom).toBeCloseTo(630 / 1100, 9);
    const right = screenBox(core, 1000, 0).right;
    expect(right).toBeCloseTo(800 - 66 - 20, 6);
  });

  it('without insets the fit uses the whole screen, as before', () => {
    const core = setup();
    core.fit(20);
    expectInside(core, { top: 0, right: 0, bottom: 0, left: 0 }, 20);
    expect(core.getViewport().zoom).toBeCloseTo(760 / 1100, 9);
  });

  it('focusNode puts the node in the middle of the uncovered area', () => {
    const core = setup();
    core.setViewInsets({ right: 300, bottom: 100 });
    core.focusNode('a', 1);
    core.stepAnimation(1);
    const p = core.camera.graphToScreen({ x: 0, y: 0 });
    expect(p.x).toBeCloseTo(250, 6);
    expect(p.y).toBeCloseTo(250, 6);
  });

  it('focusArea shows a box whole inside the uncovered area', () => {
    const core = setup();
    core.setViewInsets({ left: 200 });
    core.focusArea({ minX: 100, minY: 100, maxX: 500, maxY: 300 }, 10);
    core.stepAnimation(1);
    const topLeft = core.camera.graphToScreen({ x: 100, y: 100 });
    const bottomRight = core.camera.graphToScreen({ x: 500, y: 300 });
    expect(topLeft.x).toBeCloseTo(210, 6);
    expect(bottomRight.x).toBeCloseTo(790, 6);
    expect(topLeft.y).toBeGreaterThanOrEqual(10);
    expect(bottomRight.y).toBeLessThanOrEqual(590);
  });

  it('insets that would cover most of the screen leave half of it, shared as asked; bad values count as 0', () => {
    const core = setup();
    core.setViewInsets({ left: 900, right: 300, top: Number.NaN, bottom: -5 });
    expect(core.getViewInsets()).toEqual({ left: 900, right: 300, top: 0, bottom: 0 });
    expect(core.camera.visibleArea()).toEqual({ x: 300, y: 0, width: 400, height: 600 });
  });

  it('setting insets leaves the view where it is', () => {
    const core = setup();
    core.fit();
    const before = core.getViewport();
    core.setViewInsets(bars);
    expect(core.getViewport()).toEqual(before);
  });
});
