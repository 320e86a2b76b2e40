// The bench scene as Mapa stores it: the JSON text of a map document, which bench/render/run.mjs serves to the Mapa
// page as the server serves a stored map to the editor (built for Node by run.mjs; imports nothing but the scenes).
import { generateScene, NODE_HEIGHT, NODE_WIDTH, type BenchScene, type SceneKind } from '../scenes';

export const nodeData = (n: BenchScene['nodes'][number]) => ({
  position: { x: n.x, y: n.y },
  data: {
    id: n.id,
    label: n.label,
    shape: 'round-rectangle' as const,
    dimensions: { width: NODE_WIDTH, height: NODE_HEIGHT },
    backgroundColor: '#e8f0fe',
    borderColor: '#4a6fa5',
    textColor: '#1f2937',
    textSize: 12,
  },
});

export const edgeData = (e: BenchScene['edges'][number]) => ({
  data: {
    id: e.id,
    source: e.source,
    target: e.target,
    shape: 'bezier' as const,
    direction: 'one-way' as const,
    color: '#8a8f98',
    width: 1,
  },
});

/** Where the Mapa page downloads the document of a scene (run.mjs answers with `sceneDocument`). */
export const documentPath = (kind: string, size: number): string => `documents/${kind}-${size}.json`;

/** The stored document of the scene `kind` of `size` nodes, as JSON text. */
export function sceneDocument(kind: SceneKind, size: number): string {
  const scene = generateScene(kind, size);
  return JSON.stringify({
    nodes: scene.nodes.map(nodeData),
    edges: scene.edges.map(edgeData),
    version: 1,
    htmlContent: '',
    canvas: { backgroundColor: '#ffffff', nodesOrder: scene.nodes.map((n) => n.id) },
    settings: null,
  });
}
