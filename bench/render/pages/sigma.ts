// sigma.js v3 on the bench scene, with @sigma/edge-curve for curved edges with arrows. sigma draws nodes as discs
// (its closest to a 120×30 box is a disc of the box's half width) and labels on a canvas layer.
import Graph from 'graphology';
import Sigma from 'sigma';
import { EdgeCurvedArrowProgram } from '@sigma/edge-curve';
import { installBench, type Driver } from './harness';
import { NODE_WIDTH, type BenchScene } from '../scenes';

let sigma: Sigma;
let graph: Graph;

function addAll(nodes: BenchScene['nodes'], edges: BenchScene['edges']): void {
  for (const n of nodes) {
    // sigma's y axis points up: flip it so the picture matches the other renderers.
    graph.addNode(n.id, { x: n.x, y: -n.y, size: NODE_WIDTH / 2, label: n.label, color: '#a9c1ea' });
  }
  for (const e of edges) {
    if (!graph.hasEdge(e.id))
      graph.addEdgeWithKey(e.id, e.source, e.target, { size: 1, color: '#8a8f98', type: 'curved' });
  }
}

const driver: Driver = {
  async load(container, sceneOf) {
    const scene = sceneOf();
    graph = new Graph({ multi: true });
    addAll(scene.nodes, scene.edges);
    sigma = new Sigma(graph, container, {
      defaultEdgeType: 'curved',
      edgeProgramClasses: { curved: EdgeCurvedArrowProgram },
      labelSize: 12,
      itemSizesReference: 'positions',
      autoRescale: false,
      zoomToSizeRatioFunction: (x) => x,
    });
  },
  // sigma has no fit call, and with autoRescale off its initial camera (ratio 1) is zoom 1 at the graph's centre
  // (measured: 12% of the 1k tree on screen), not a fit. Its true whole-graph view: the box of its node discs
  // (positions plus radius, from the graph it draws) centred with 40 px to spare, as Mapa's and Cytoscape's fit.
  fit: () => {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    graph.forEachNode((_, a) => {
      minX = Math.min(minX, a.x - a.size);
      maxX = Math.max(maxX, a.x + a.size);
      minY = Math.min(minY, a.y - a.size);
      maxY = Math.max(maxY, a.y + a.size);
    });
    const { width, height } = sigma.getDimensions();
    const zoom = Math.min((width - 80) / (maxX - minX), (height - 80) / (maxY - minY));
    // The graph's y points up (see addAll); setCamera takes the scene's, which points down.
    driver.setCamera((minX + maxX) / 2, -(minY + maxY) / 2, zoom);
  },
  setCamera: (x, y, zoom) => {
    const camera = sigma.getCamera();
    // Centre first, then scale the ratio by how far the zoom actually reached is from the one wanted (sigma's
    // ratio is relative to its framed graph, so the zoom it gives is measured rather than assumed).
    camera.setState({ ...camera.getState(), angle: 0 });
    const centre = sigma.viewportToFramedGraph(sigma.graphToViewport({ x, y: -y }));
    camera.setState({ x: centre.x, y: centre.y, ratio: camera.getState().ratio, angle: 0 });
    const a = sigma.graphToViewport({ x: 0, y: 0 });
    const b = sigma.graphToViewport({ x: 1000, y: 0 });
    const now = Math.hypot(b.x - a.x, b.y - a.y) / 1000;
    camera.setState({ ...camera.getState(), ratio: (camera.getState().ratio * now) / zoom });
  },
  project: (x, y) => sigma.graphToViewport({ x, y: -y }),
  panBy: (dx, dy) => {
    const camera = sigma.getCamera();
    const { width, height } = sigma.getDimensions();
    const a = sigma.viewportToFramedGraph({ x: width / 2 - dx, y: height / 2 - dy });
    camera.setState({ ...camera.getState(), x: a.x, y: a.y });
  },
  zoomBy: (f) => {
    const camera = sigma.getCamera();
    camera.setState({ ...camera.getState(), ratio: camera.getState().ratio / f });
  },
  setLabel: (id, label) => graph.setNodeAttribute(id, 'label', label),
  addNodes: (nodes, edges) => addAll(nodes, edges),
};

installBench(driver);
