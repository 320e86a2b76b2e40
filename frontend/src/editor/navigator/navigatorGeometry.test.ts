import { dragCentre, inside, toGraph, toPx, viewRect, type MiniatureView } from './navigatorGeometry';

// 2000×1000 graph units drawn 200×100 px: 10 units per px.
const view: MiniatureView = {
  worldBounds: { minX: -1000, minY: -500, maxX: 1000, maxY: 500 },
  width: 200,
  height: 100,
};

describe('navigator geometry', () => {
  it('maps navigator px to graph points and back', () => {
    expect(toGraph(view, { x: 0, y: 0 })).toEqual({ x: -1000, y: -500 });
    expect(toGraph(view, { x: 150, y: 25 })).toEqual({ x: 500, y: -250 });
    expect(toPx(view, { x: 500, y: -250 })).toEqual({ x: 150, y: 25 });
  });

  it('draws the main view as a rectangle and knows what lies on it', () => {
    const r = viewRect(view, { minX: -200, minY: -100, maxX: 200, maxY: 100 });
    expect(r).toEqual({ x: 80, y: 40, width: 40, height: 20 });
    expect(inside(r, { x: 100, y: 50 })).toBe(true);
    expect(inside(r, { x: 79, y: 50 })).toBe(false);
  });

  it('keeps the grabbed spot of the rectangle under the pointer while dragging', () => {
    // Grabbed 5 px right of the rectangle's centre; the pointer is now at (130, 50): centre at (125, 50).
    expect(dragCentre(view, { x: 130, y: 50 }, { x: 5, y: 0 })).toEqual({ x: 250, y: 0 });
  });
});
