import { SpatialIndex } from '../spatial/SpatialIndex';
import { Camera } from '../camera/Camera';
import { emptyBox } from '../geometry/Box';
import { diffVisible, visibleItems } from './visibleItems';

describe('culling', () => {
  const index = new SpatialIndex();
  for (let i = 0; i < 100; i++)
    index.set(`n${i}`, { minX: i * 300, minY: 0, maxX: i * 300 + 250, maxY: 100 });

  it('keeps only what the camera sees, plus a small screen margin', () => {
    const camera = new Camera();
    camera.setSize(1000, 500);
    camera.center = { x: 500, y: 50 };
    const out = visibleItems(index, camera.visibleBox(emptyBox()), camera.zoom, new Set(), emptyBox(), 0);
    expect([...out].sort()).toEqual(['n0', 'n1', 'n2', 'n3']);
    const withMargin = visibleItems(
      index,
      camera.visibleBox(emptyBox()),
      camera.zoom,
      new Set(),
      emptyBox(),
      250,
    );
    expect(withMargin.has('n4')).toBe(true);
    camera.zoom = 0.05;
    expect(visibleItems(index, camera.visibleBox(emptyBox()), camera.zoom, new Set(), emptyBox()).size).toBe(
      40,
    ); // view −9500…10500 plus 64 px = 1280 units: n0…n39
  });

  it('reports what entered and left', () => {
    const shown = new Set(['a', 'b']);
    const entered: string[] = [];
    const left: string[] = [];
    diffVisible(
      shown,
      new Set(['b', 'c']),
      (id) => entered.push(id),
      (id) => left.push(id),
    );
    expect(entered).toEqual(['c']);
    expect(left).toEqual(['a']);
    expect([...shown].sort()).toEqual(['b', 'c']);
  });
});
