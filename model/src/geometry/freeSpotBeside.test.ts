import fc from 'fast-check';
import { createTransaction } from '../ops/transaction';
import { addChildOps, addSiblingOps } from '../editing/nodeEditing';
import { mapOf } from '../editing/testMaps';
import type { MapState } from '../state/MapState';
import { freeSpotBeside } from './freeSpotBeside';

// Every node 250 × 100 (the classic theme draws every role so); positions are box centres.
const size = { width: 250, height: 100 };
const CLASSIC = { settings: { theme: 'classic' } };

/** True when a 250 × 100 box at `c` overlaps a visible node's box, or comes closer than `gap` to it. */
function crowds(state: MapState, c: { x: number; y: number }, gap = 0): boolean {
  return [...state.nodes.values()].some(
    (n) =>
      n.data.visibility !== 'hidden' &&
      Math.abs(n.position.x - c.x) < size.width + gap - 1e-9 &&
      Math.abs(n.position.y - c.y) < size.height + gap - 1e-9,
  );
}

function nodes(points: { x: number; y: number }[]): MapState {
  return mapOf(Object.fromEntries(points.map((p, i) => [`n${i}`, p])), [], CLASSIC);
}

describe('freeSpotBeside', () => {
  it('keeps a free wanted spot', () => {
    expect(freeSpotBeside(nodes([{ x: 0, y: 0 }]), { x: 370, y: 0 }, size)).toEqual({ x: 370, y: 0 });
  });

  it('slides down the column just past a node in the way, its gap kept', () => {
    const state = nodes([{ x: 370, y: 0 }]);
    expect(freeSpotBeside(state, { x: 370, y: 10 }, size)).toEqual({ x: 370, y: 140 });
    // Nearer upwards: up it goes.
    expect(freeSpotBeside(state, { x: 370, y: -10 }, size)).toEqual({ x: 370, y: -140 });
  });

  it('finds the one gap left in a crowded column', () => {
    // A column of nodes 140 apart with one missing at y = 560.
    const column = [0, 140, 280, 420, 700, 840].map((y) => ({ x: 370, y }));
    const spot = freeSpotBeside(nodes(column), { x: 370, y: 420 }, size);
    expect(spot).toEqual({ x: 370, y: 560 });
  });

  it('goes to the next column when its own is full far around', () => {
    const column = Array.from({ length: 41 }, (_, i) => ({ x: 370, y: (i - 20) * 140 }));
    const spot = freeSpotBeside(nodes(column), { x: 370, y: 0 }, size);
    expect(spot).toEqual({ x: 370 + 250 + 120, y: 0 });
  });

  it('grows rows for the organogram', () => {
    const state = nodes([{ x: 0, y: 220 }]);
    // Along the row (250 + 40 to the right) is nearer than the next row down (100 + 400).
    expect(freeSpotBeside(state, { x: 0, y: 220 }, size, 'bottom', { along: 40, lineGap: 400 })).toEqual({
      x: 290,
      y: 220,
    });
    // The next row down is nearer (100 + 120) than along the row.
    expect(freeSpotBeside(state, { x: 0, y: 220 }, size, 'bottom')).toEqual({ x: 0, y: 440 });
  });

  it('ignores hidden nodes', () => {
    const state = nodes([{ x: 370, y: 0 }]);
    state.apply(
      createTransaction('node.updated', [
        {
          type: 'node.update',
          id: 'n0',
          from: state.getNode('n0')!,
          to: { ...state.getNode('n0')!, data: { ...state.getNode('n0')!.data, visibility: 'hidden' } },
        },
      ]),
    );
    expect(freeSpotBeside(state, { x: 370, y: 0 }, size)).toEqual({ x: 370, y: 0 });
  });

  it('never overlaps a node, however the map is crowded', () => {
    const point = fc.record({
      x: fc.integer({ min: -1500, max: 1500 }),
      y: fc.integer({ min: -1500, max: 1500 }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 60 }),
        point,
        fc.constantFrom('right', 'bottom'),
        (ps, w, side) => {
          const state = nodes(ps);
          expect(crowds(state, freeSpotBeside(state, w, size, side as 'right' | 'bottom'))).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('new nodes with automatic positioning off', () => {
  it('a child (Tab) lands beside a node that sits where it would go, not on it', () => {
    const state = mapOf(
      { p: { x: 0, y: 0 }, c: { x: 370, y: 0 }, other: { x: 370, y: 150 } },
      ['p>c'],
      CLASSIC,
    );
    const made = addChildOps(state, 'p')!;
    state.apply(createTransaction('node.created', made.ops));
    const child = state.getNode(made.nodeId)!;
    expect(child.position).toEqual({ x: 370, y: 290 });
    expect(state.getEdge(made.edgeId)!.data.source).toBe('p');
  });

  it('children added one after another in a crowded map never land on a node', () => {
    const state = mapOf(
      {
        p: { x: 0, y: 0 },
        a: { x: 370, y: 0 },
        b: { x: 400, y: 130 },
        c: { x: 350, y: 300 },
        d: { x: 740, y: 60 },
      },
      [],
      CLASSIC,
    );
    for (let i = 0; i < 8; i++) {
      const made = addChildOps(state, 'p')!;
      const position = (made.ops[0] as { node: { position: { x: number; y: number } } }).node.position;
      expect(crowds(state, position)).toBe(false);
      state.apply(createTransaction('node.created', made.ops));
    }
  });

  it('a sibling (Enter) of a root finds room below it', () => {
    const state = mapOf({ p: { x: 0, y: 0 }, below: { x: 0, y: 140 } }, [], CLASSIC);
    const made = addSiblingOps(state, 'p')!;
    const position = (made.ops[0] as { node: { position: { x: number; y: number } } }).node.position;
    expect(position).toEqual({ x: 0, y: 280 });
  });
});
