import fc from 'fast-check';
import type { LayoutInput } from '../types';

/**
 * Random trees of nodes of mixed sizes (40–300 × 30–160), grown in groups: each group hangs 1–4 nodes, or a fan
 * of up to 20, under an earlier node (the root, a recent node for deep chains, or any), for the property tests
 * of templates that must never overlap nodes. Every node starts unpositioned.
 */
export const mixedTreeArb: fc.Arbitrary<LayoutInput> = fc
  .record({
    groups: fc.array(
      fc.record({
        pick: fc.nat(),
        kind: fc.integer({ min: 0, max: 2 }),
        size: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 8, max: 20 })),
      }),
      { minLength: 1, maxLength: 14 },
    ),
    sizes: fc.array(fc.tuple(fc.integer({ min: 40, max: 300 }), fc.integer({ min: 30, max: 160 })), {
      minLength: 1,
      maxLength: 17,
    }),
  })
  .map(({ groups, sizes }): LayoutInput => {
    const node = (i: number) => {
      const [width, height] = sizes[i % sizes.length];
      return { id: `n${i}`, width, height, label: `n${i}`, position: { x: 0.000123, y: 0.000123 } };
    };
    const nodes = [node(0)];
    const edges: LayoutInput['edges'] = [];
    for (const g of groups) {
      const i = nodes.length;
      const parent = g.kind === 0 ? 0 : g.kind === 1 ? Math.max(0, i - 1 - (g.pick % 3)) : g.pick % i;
      for (let k = 0; k < g.size; k++) {
        edges.push({ id: `e${nodes.length}`, source: `n${parent}`, target: `n${nodes.length}` });
        nodes.push(node(nodes.length));
      }
    }
    return { nodes, edges };
  });
