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
