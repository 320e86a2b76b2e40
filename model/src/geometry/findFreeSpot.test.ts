import { createNode } from '../defaults/createNode';
import { emptyDocument } from '../defaults/emptyDocument';
import { MapState } from '../state/MapState';
import { findFreeSpot } from './findFreeSpot';

const size = { width: 250, height: 100 };

function stateWith(points: { x: number; y: number }[]): MapState {
  const doc = emptyDocument();
  doc.nodes = points.map((position, i) => createNode({ position, id: `n${i}` }));
  return MapState.fromDocument(doc);
}

function overlapsAny(state: MapState, c: { x: number; y: number }): boolean {
  return [...state.nodes.values()].some(
    (n) => Math.abs(n.position.x - c.x) < size.width && Math.abs(n.position.y - c.y) < size.height,
  );
}

describe('findFreeSpot', () => {
  it('keeps the wanted spot on an empty map', () => {
    expect(findFreeSpot(stateWith([]), { x: 10, y: 20 }, size)).toEqual({ x: 10, y: 20 });
  });

  it('moves off an occupied spot to the nearest free one', () => {
    const state = stateWith([{ x: 0, y: 0 }]);
    const spot = findFreeSpot(state, { x: 0, y: 0 }, size);
    expect(overlapsAny(state, spot)).toBe(false);
    expect(Math.hypot(spot.x, spot.y)).toBeLessThanOrEqual(size.width + 40 + 1);
  });

  it('finds room among many nodes and never overlaps one', () => {
    const points = [];
    for (let i = -1; i <= 1; i++) for (let j = -1; j <= 1; j++) points.push({ x: i * 290, y: j * 140 });
    const state = stateWith(points);
    const spot = findFreeSpot(state, { x: 0, y: 0 }, size);
    expect(overlapsAny(state, spot)).toBe(false);
  });

  it('ignores hidden nodes', () => {
    const doc = emptyDocument();
    const hidden = createNode({ position: { x: 0, y: 0 }, id: 'h' });
    hidden.data.visibility = 'hidden';
    doc.nodes = [hidden];
    expect(findFreeSpot(MapState.fromDocument(doc), { x: 0, y: 0 }, size)).toEqual({ x: 0, y: 0 });
  });
});
