import type { LayoutInput } from '../types';

/**
 * A root with `branches` first-level nodes, branch b holding `leavesOf(b)` leaves; one leaf of branch `deep` (if
 * any) has two children of its own, so a staggered band also holds an inner node.
 */
export function fanMap(branches: number, leavesOf: (b: number) => number, deep = -1): LayoutInput {
  const node = (id: string) => ({
    id,
    width: 100,
    height: 50,
    label: id,
    position: { x: 0.000123, y: 0.000123 },
  });
  const nodes = [node('root')];
  const edges: LayoutInput['edges'] = [];
  const link = (source: string, target: string) => {
    nodes.push(node(target));
    edges.push({ id: `${source}>${target}`, source, target });
  };
  for (let b = 0; b < branches; b++) {
    link('root', `b${b}`);
    for (let l = 0; l < leavesOf(b); l++) link(`b${b}`, `b${b}l${l}`);
    if (b === deep && leavesOf(b) > 0) for (const c of ['x', 'y']) link(`b${b}l0`, `b${b}l0${c}`);
  }
  return { nodes, edges };
}
