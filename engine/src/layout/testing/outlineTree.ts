import type { LayoutInput } from '../types';

/**
 * The outline the engine harness shows (engine/harness/themed.ts `tree`): `mains` main topics under the root, then
 * 3–6 children per topic breadth first (seeded), so its last level is partly filled: only the first branch reaches it.
 * Nodes are 100 × 40 and unpositioned.
 */
export function outlineTree(size: number, mains = 8, seed = 1): LayoutInput {
  let s = seed >>> 0;
  const random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const nodes: LayoutInput['nodes'] = [];
  const edges: LayoutInput['edges'] = [];
  const add = () =>
    nodes.push({
      id: `n${nodes.length}`,
      label: `n${nodes.length}`,
      width: 100,
      height: 40,
      position: { x: 0.000123, y: 0.000123 },
    });
  add();
  for (let parent = 0; nodes.length < size; parent++) {
    const count = parent === 0 ? mains : 3 + Math.floor(random() * 4);
    for (let k = 0; k < count && nodes.length < size; k++) {
      edges.push({ id: `e${nodes.length}`, source: `n${parent}`, target: `n${nodes.length}` });
      add();
    }
  }
  return { nodes, edges };
}
