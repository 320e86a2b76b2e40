// Cytoscape.js on the bench scene: canvas renderer, or its WebGL renderer with `?webgl=1`.
import cytoscape, { type Core } from 'cytoscape';
import { installBench, type Driver } from './harness';
import { NODE_HEIGHT, NODE_WIDTH, type BenchScene } from '../scenes';

let cy: Core;
const webgl = new URLSearchParams(location.search).get('webgl') === '1';

const style: cytoscape.StylesheetJson = [
  {
    selector: 'node',
    style: {
      shape: 'round-rectangle',
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      'background-color': '#e8f0fe',
      'border-color': '#4a6fa5',
      'border-width': 1,
      label: 'data(label)',
      'font-size': 12,
      color: '#1f2937',
      'text-valign': 'center',
      'text-halign': 'center',
    },
  },
  {
    selector: 'edge',
    style: {
      'curve-style': 'bezier',
      width: 1,
      'line-color': '#8a8f98',
      'target-arrow-shape': 'triangle',
      'target-arrow-color': '#8a8f98',
    },
  },
];

const elements = (nodes: BenchScene['nodes'], edges: BenchScene['edges']): cytoscape.ElementDefinition[] => [
  ...nodes.map((n) => ({
    group: 'nodes' as const,
    data: { id: n.id, label: n.label },
    position: { x: n.x, y: n.y },
  })),
  ...edges.map((e) => ({ group: 'edges' as const, data: { id: e.id, source: e.source, target: e.target } })),
];

const driver: Driver = {
  async load(container, sceneOf) {
    const scene = sceneOf();
    const options = {
      container,
      elements: elements(scene.nodes, scene.edges),
      style,
      layout: { name: 'preset' },
      pixelRatio: 1,
      renderer: { name: 'canvas', webgl },
    } as cytoscape.CytoscapeOptions;
    cy = cytoscape(options);
  },
  fit: () => cy.fit(undefined, 40),
  setCamera: (x, y, zoom) =>
    cy.viewport({ zoom, pan: { x: cy.width() / 2 - x * zoom, y: cy.height() / 2 - y * zoom } }),
  project: (x, y) => {
    const zoom = cy.zoom();
    const pan = cy.pan();
    return { x: x * zoom + pan.x, y: y * zoom + pan.y };
  },
  panBy: (dx, dy) => cy.panBy({ x: dx, y: dy }),
  zoomBy: (f) =>
    cy.zoom({ level: cy.zoom() * f, renderedPosition: { x: cy.width() / 2, y: cy.height() / 2 } }),
  setLabel: (id, label) => {
    cy.getElementById(id).data('label', label);
  },
  addNodes: (nodes, edges) => {
    cy.add(elements(nodes, edges));
  },
};

installBench(driver);
