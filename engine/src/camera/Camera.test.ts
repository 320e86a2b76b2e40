import { Camera, MAX_ZOOM, MIN_ZOOM, clampZoom, wheelZoomFactor } from './Camera';

function camera(): Camera {
  const c = new Camera();
  c.setSize(800, 600);
  c.center = { x: 120, y: -40 };
  c.zoom = 1.5;
  return c;
}

describe('Camera', () => {
  it('maps the centre to the middle of the screen and round-trips points', () => {
    const c = camera();
    expect(c.graphToScreen({ x: 120, y: -40 })).toEqual({ x: 400, y: 300 });
    for (const p of [
      { x: 0, y: 0 },
      { x: -333.5, y: 1e4 },
      { x: 7, y: -7 },
    ]) {
      const back = c.screenToGraph(c.graphToScreen(p));
      expect(back.x).toBeCloseTo(p.x, 9);
      expect(back.y).toBeCloseTo(p.y, 9);
    }
    expect(c.graphToScreen({ x: 130, y: -40 }).x).toBeCloseTo(415);
  });

  it('clamps the zoom to 0.05–7', () => {
    const c = camera();
    c.zoomTo(100);
    expect(c.zoom).toBe(MAX_ZOOM);
    c.zoomTo(0.0001);
    expect(c.zoom).toBe(MIN_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('keeps the graph point under the anchor fixed while zooming', () => {
    const c = camera();
    const anchor = { x: 650, y: 90 };
    const before = c.screenToGraph(anchor);
    c.zoomBy(1.25, anchor);
    const after = c.screenToGraph(anchor);
    expect(after.x).toBeCloseTo(before.x, 9);
    expect(after.y).toBeCloseTo(before.y, 9);
    expect(c.zoom).toBeCloseTo(1.875);
    c.zoomTo(50, anchor); // clamped, anchor still fixed
    expect(c.screenToGraph(anchor).x).toBeCloseTo(before.x, 9);
  });

  it('pans with the pointer: content follows a screen delta', () => {
    const c = camera();
    const p = { x: 10, y: 20 };
    const s = c.graphToScreen(p);
    c.panBy(30, -12);
    const s2 = c.graphToScreen(p);
    expect(s2.x - s.x).toBeCloseTo(30);
    expect(s2.y - s.y).toBeCloseTo(-12);
  });

  it('fits bounds with padding', () => {
    const c = camera();
    c.fit({ minX: 0, minY: 0, maxX: 1000, maxY: 200 }, 50);
    expect(c.zoom).toBeCloseTo(0.7); // (800 − 100) / 1000 is tighter than (600 − 100) / 200
    expect(c.center).toEqual({ x: 500, y: 100 });
    const view = c.visibleBox({ minX: 0, minY: 0, maxX: 0, maxY: 0 });
    expect(view.minX).toBeCloseTo(500 - 400 / 0.7);
    expect(c.graphToScreen({ x: 0, y: 0 }).x).toBeCloseTo(50);
  });

  it('fits a map too big for 5% below it, and lets the zoom go as low as that fit from then on', () => {
    const c = camera();
    c.fit({ minX: -50_000, minY: -50_000, maxX: 50_000, maxY: 50_000 }, 50);
    expect(c.zoom).toBeCloseTo(500 / 100_000); // 0.005: the whole map on screen
    expect(c.minZoom).toBeCloseTo(0.005);
    c.zoomTo(1);
    c.zoomTo(0.0001);
    expect(c.zoom).toBeCloseTo(0.005);
    // A map that fits above 5% keeps 5% as the floor.
    c.fit({ minX: 0, minY: 0, maxX: 1000, maxY: 200 }, 50);
    expect(c.minZoom).toBe(MIN_ZOOM);
    c.zoomTo(0.0001);
    expect(c.zoom).toBe(MIN_ZOOM);
  });

  it('turns wheel deltas into zoom factors with sensitivity 0.3', () => {
    expect(wheelZoomFactor(100)).toBeCloseTo(Math.pow(2, -0.3));
    expect(wheelZoomFactor(-100)).toBeCloseTo(Math.pow(2, 0.3));
    expect(wheelZoomFactor(0)).toBe(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48));
  });
});
