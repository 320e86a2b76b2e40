// The generated scenes every renderer of the benchmark receives: a mind-map tree, a clustered graph and a dense
// graph, laid out on a grid of 120×30 nodes so all renderers draw the same picture. Deterministic (seeded PRNG).

export type SceneKind = 'tree' | 'clustered' | 'dense';

export interface BenchScene {
  nodes: { id: string; x: number; y: number; label: string }[];
  edges: { id: string; source: string; target: string }[];
}

export const NODE_WIDTH = 120;
export const NODE_HEIGHT = 30;
const CELL_X = 160;
const CELL_Y = 60;

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grid position of the i-th node: rows of `cols`, so the map is about as wide as it is tall. */
function place(n: number): (i: number) => { x: number; y: number } {
  const cols = Math.max(1, Math.round(Math.sqrt((n * CELL_Y) / CELL_X)));
  return (i) => ({ x: (i % cols) * CELL_X, y: Math.floor(i / cols) * CELL_Y });
}

/** Builds a scene of `size` nodes. Trees have size − 1 edges, clustered graphs ≈ size, dense ≈ 5 × size. */
export function generateScene(kind: SceneKind, size: number, seed = 1): BenchScene {
  const random = prng(seed);
  const at = place(size);
  const nodes: BenchScene['nodes'] = [];
  const edges: BenchScene['edges'] = [];
  if (kind === 'tree') {
    // Breadth-first ids, then numbered in depth-first order so each subtree sits in one stretch of the grid.
    const children: number[][] = [[]];
    let next = 1;
    for (let parent = 0; next < size; parent++) {
      const count = 3 + Math.floor(random() * 4);
      for (let k = 0; k < count && next < size; k++) {
        children[parent].push(next);
        children[next] = [];
        edges.push({ id: `e${next}`, source: `n${parent}`, target: `n${next}` });
        next++;
      }
    }
    const order: number[] = [];
    const stack = [0];
    while (stack.length) {
      const v = stack.pop()!;
      order.push(v);
      for (let k = children[v].length - 1; k >= 0; k--) stack.push(children[v][k]);
    }
    const slot = new Array<number>(size);
    order.forEach((v, i) => (slot[v] = i));
    for (let v = 0; v < size; v++) nodes.push({ id: `n${v}`, ...at(slot[v]), label: `Topic ${v}` });
    return { nodes, edges };
  }
  for (let v = 0; v < size; v++) nodes.push({ id: `n${v}`, ...at(v), label: `Node ${v}` });
  const perNode = kind === 'dense' ? 5 : 1;
  const cluster = 40;
  for (let v = 0; v < size; v++) {
    for (let k = 0; k < perNode; k++) {
      // Mostly within the node's cluster (neighbours in id order sit near on the grid), sometimes far.
      const far = random() < 0.05;
      const target = far
        ? Math.floor(random() * size)
        : Math.min(size - 1, Math.floor(v / cluster) * cluster + Math.floor(random() * cluster));
      if (target === v) continue;
      edges.push({ id: `e${v}_${k}`, source: `n${v}`, target: `n${target}` });
    }
  }
  return { nodes, edges };
}
