import { BoxGrid, type Box } from './boxGrid';

describe('BoxGrid', () => {
  // Seeded boxes of every shape: small nodes, long thin edges, a few spanning the whole area (more cells than a
  // box may be entered in: they take the spill list).
  let seed = 3;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const boxes: Box[] = Array.from({ length: 20_000 }, (_, i) => {
    const x0 = random() * 2000 - 100;
    const y0 = random() * 90_000;
    if (i % 5000 === 17) return { x0: -100, y0: 0, x1: 2200, y1: 150_000 };
    const long = i % 50 === 0 ? 60_000 : i % 7 === 0 ? 3000 : 40;
    return { x0, y0, x1: x0 + random() * 200, y1: y0 + random() * long };
  });
  const grid = new BoxGrid(boxes, -100, 0, 2300, 150_000);
  const scan = (x0: number, y0: number, x1: number, y1: number) =>
    boxes.flatMap((b, i) => (b.x1 >= x0 && b.x0 <= x1 && b.y1 >= y0 && b.y0 <= y1 ? [i] : []));

  it('finds exactly the boxes a full scan finds, in the order given, each once', () => {
    for (let q = 0; q < 200; q++) {
      const x0 = random() * 2600 - 300;
      const y0 = random() * 160_000 - 5000;
      const w = q % 10 === 0 ? 5000 : random() * 800;
      const h = q % 10 === 0 ? 20_000 : random() * 3000;
      expect(grid.query(x0, y0, x0 + w, y0 + h)).toEqual(scan(x0, y0, x0 + w, y0 + h));
    }
  });

  it('counts a box touching the rectangle only at its edge, and answers outside the grid', () => {
    const b = boxes[1];
    expect(grid.query(b.x1, b.y1, b.x1 + 1, b.y1 + 1)).toContain(1);
    expect(grid.query(-1e7, -1e7, -1e6, -1e6)).toEqual([]);
    expect(grid.query(-1e7, -1e7, 1e7, 1e7)).toEqual(boxes.map((_, i) => i));
  });
});
