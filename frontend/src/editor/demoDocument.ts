import { createEdge, createNode, type MapDocument, type MapNode } from '@mapa/model';

/** The fixed id of the demo map (DESIGN §7): open to everyone, editable in the browser, never saved. */
export const DEMO_MAP_ID = 'demo';

type Translate = (key: string) => string;

/** A demo topic: its words and place only, so the default theme draws it (issue 34), as it draws a new map. */
const demoNode = (id: string, x: number, y: number, label: string, description: string): MapNode => {
  const node = createNode({ id, position: { x, y }, label });
  return { ...node, data: { ...node.data, description } };
};

/** The demo map's document, with its words taken from the translations. */
export function demoDocument(t: Translate): MapDocument {
  // A central topic with its three main topics around it, far enough apart for the theme's sizes.
  const nodes = [
    demoNode('demo-root', 0, 0, t('demo.root'), t('demo.rootContent')),
    demoNode('demo-ideas', -420, -220, t('demo.ideas'), t('demo.ideasContent')),
    demoNode('demo-notes', 420, -220, t('demo.notes'), t('demo.notesContent')),
    demoNode('demo-shortcuts', 0, 260, t('demo.shortcuts'), t('demo.shortcutsContent')),
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
