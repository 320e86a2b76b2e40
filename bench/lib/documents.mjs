// Generated maps for the bench sections that go through the product's server.

/** A tree of `n` nodes (each node's parent is (i-1)/4) laid out on a grid, with labels and short content. */
export function treeDocument(n) {
  const nodes = [];
  const edges = [];
  for (let i = 0; i < n; i++) {
    nodes.push({
      position: { x: (i % 300) * 320, y: Math.floor(i / 300) * 160 },
      data: {
        id: `n${i}`,
        label: `Node ${i}`,
        type: 'default',
        description: i % 10 === 0 ? `<p>Notes for node ${i}</p>` : '',
        dimensions: { width: 250, height: 100 },
      },
    });
    if (i > 0) edges.push({ data: { id: `e${i}`, source: `n${Math.floor((i - 1) / 4)}`, target: `n${i}` } });
  }
  return {
    nodes,
    edges,
    version: 0,
    htmlContent: '',
    canvas: null,
    settings: { templateEngine: 'BaseTemplate' },
  };
}

/**
 * About the largest document a whole-document upload accepts: `targetBytes` of JSON (the body limit is 50 MB)
 * made of what costs the server most to sanitise: markup-heavy descriptions (`<b>x</b>` repeated) on every node,
 * and an `htmlContent` just under its 2 MB limit.
 */
export function largestDocument(targetBytes = 48 * 1024 * 1024) {
  const markup = (chars) => '<b>x</b>'.repeat(Math.floor(chars / 8));
  const description = `<p>${markup(1400)}</p>`;
  // Just under the 2 MB limit (a quarter of the document when a small one is asked for, to check the bench).
  const htmlContent = `<p>${markup(Math.min(2 * 1024 * 1024, Math.floor(targetBytes / 4)) - 16)}</p>`;
  const perNode = JSON.stringify({
    position: { x: 0, y: 0 },
    data: {
      id: 'n00000',
      label: 'Node 00000',
      type: 'default',
      description,
      dimensions: { width: 250, height: 100 },
    },
  }).length;
  const perEdge = JSON.stringify({ data: { id: 'e00000', source: 'n00000', target: 'n00000' } }).length;
  const n = Math.floor((targetBytes - htmlContent.length - 200) / (perNode + perEdge + 2));
  const doc = treeDocument(n);
  for (const node of doc.nodes) node.data.description = description;
  doc.htmlContent = htmlContent;
  return doc;
}
