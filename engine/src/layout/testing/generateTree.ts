import type { LayoutInput } from '../types';

/** A small deterministic PRNG (mulberry32), so generated maps are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random mind-map-like tree of `count` nodes: each new node hangs under an earlier one, favouring recent ones so
 * depth grows like a real outline; sizes vary like real labels. Every node starts unpositioned.
 */
export function generateTree(count: number, seed = 1): LayoutInput {
  const random = seededRandom(seed);
  const nodes: LayoutInput['nodes'] = [];
  const edges: LayoutInput['edges'] = [];
  for (let i = 0; i < count; i++) {
    const label = `Node ${i}`;
    nodes.push({
      id: `n${i}`,
      width: 120 + Math.floor(random() * 180),
      height: 60 + Math.floor(random() * 80),
      label,
      position: { x: 0.000123, y: 0.000123 },
    });
    if (i === 0) continue;
    const parent = random() < 0.5 ? Math.max(0, i - 1 - Math.floor(random() * 8)) : Math.floor(random() * i);
    edges.push({ id: `e${i}`, source: `n${parent}`, target: `n${i}` });
  }
  return { nodes, edges };
}
