import type { ELK as ElkApi, ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutInput } from '../types';
import type { BoxOf } from '../templates/layeredTree';

/** Beyond this many nodes the layered layout of a graph falls back to the tidy tree of its spanning forest. */
export const ELK_MAX_NODES = 1000;

// Loaded on first use: ELK is large, and only graphs that are not trees need it.
let elk: ElkApi | null = null;

/**
 * ELK's layered algorithm (Sugiyama) for maps that are graphs rather than trees: cycles reversed, crossings
 * reduced, nodes placed by Brandes–Köpf (network simplex is far slower). Centres in `xy` pairs, by input order.
 */
export async function elkLayered(
  input: LayoutInput,
  direction: 'DOWN' | 'RIGHT',
  spacing: { nodeGap: number; layerGap: number },
  boxOf: BoxOf,
): Promise<Float64Array> {
  if (!elk) {
    const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
    elk = new ELK();
  }
  const index = new Map<string, number>();
  input.nodes.forEach((node, i) => index.set(node.id, i));
  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.spacing.nodeNode': String(spacing.nodeGap),
      'elk.layered.spacing.nodeNodeBetweenLayers': String(spacing.layerGap),
      'elk.spacing.componentComponent': String(spacing.nodeGap * 2),
    },
    children: input.nodes.map((node, i) => ({ id: node.id, ...boxOf(i) })),
    edges: input.edges
      .filter((e) => index.has(e.source) && index.has(e.target) && e.source !== e.target)
      .map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  };
  const laid = await elk.layout(graph);
  const xy = new Float64Array(2 * input.nodes.length);
  for (const child of laid.children ?? []) {
    const i = index.get(child.id)!;
    xy[2 * i] = (child.x ?? 0) + (child.width ?? 0) / 2;
    xy[2 * i + 1] = (child.y ?? 0) + (child.height ?? 0) / 2;
  }
  return xy;
}
