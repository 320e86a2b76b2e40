import { createEdge, createNode, type MapDocument, type MapNode } from '@mapa/model';

/** The fixed id of the demo map (DESIGN §7): open to everyone, editable in the browser, never saved. */
export const DEMO_MAP_ID = 'demo';

type Translate = (key: string) => string;

const demoNode = (
  id: string,
  x: number,
  y: number,
  label: string,
  description: string,
  color: string,
): MapNode => {
  const node = createNode({ id, position: { x, y }, label });
  return {
    ...node,
    data: { ...node.data, description, backgroundColor: color, borderColor: color, textSize: 24 },
  };
};

/** The demo map's document, with its words taken from the translations. */
export function demoDocument(t: Translate): MapDocument {
  const nodes = [
    demoNode('demo-root', 0, 0, t('demo.root'), t('demo.rootContent'), '#dbe4ff'),
    demoNode('demo-ideas', -380, -220, t('demo.ideas'), t('demo.ideasContent'), '#d3f9d8'),
    demoNode('demo-notes', 380, -220, t('demo.notes'), t('demo.notesContent'), '#fff3bf'),
    demoNode('demo-shortcuts', 0, 260, t('demo.shortcuts'), t('demo.shortcutsContent'), '#ffe3e3'),
  ];
  const edges = ['demo-ideas', 'demo-notes', 'demo-shortcuts'].map((target) =>
    createEdge({ id: `demo-edge-${target}`, source: 'demo-root', target }),
  );
  return {
    nodes,
    edges,
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: nodes.map((n) => n.data.id) },
    settings: { templateEngine: 'BaseTemplate' },
  };
}
