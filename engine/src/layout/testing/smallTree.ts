import type { LayoutInput, LayoutResult } from '../types';

/**
 * A small fixed map from an outline: `{root: ['a', 'b'], a: ['a1']}` gives root → a, root → b, a → a1. Nodes are
 * 100×50 and unpositioned unless `extra` says otherwise.
 */
export function smallTree(
  outline: Record<string, string[]>,
  extra: Partial<Record<string, Partial<LayoutInput['nodes'][number]>>> = {},
): LayoutInput {
  const ids: string[] = [];
  const add = (id: string) => !ids.includes(id) && ids.push(id);
  for (const [parent, kids] of Object.entries(outline)) {
    add(parent);
    kids.forEach(add);
  }
  const nodes = ids.map((id) => ({
    id,
    width: 100,
    height: 50,
    label: id,
    position: { x: 0.000123, y: 0.000123 },
    ...extra[id],
  }));
  const edges = Object.entries(outline).flatMap(([parent, kids]) =>
    kids.map((kid) => ({ id: `${parent}->${kid}`, source: parent, target: kid })),
  );
  return { nodes, edges };
}

/** The laid-out centre of node `id`. */
export function at(result: LayoutResult, id: string): { x: number; y: number } {
  const i = result.ids.indexOf(id);
  if (i < 0) throw new Error(`no node ${id} in the result`);
  return { x: result.xy[2 * i], y: result.xy[2 * i + 1] };
}
