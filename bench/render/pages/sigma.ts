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
  async load(container, scene) {
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
  fit: () => sigma.getCamera().setState({ x: 0.5, y: 0.5, ratio: 1, angle: 0 }),
  zoomOne: (x, y) => {
    const p = sigma.graphToViewport({ x, y: -y });
    const v = sigma.viewportToFramedGraph(p);
    const { width } = sigma.getDimensions();
    const bbox = sigma.getBBox();
    // ratio 1 shows the whole graph extent across the view; zoom 1 shows `width` graph units.
    const extent = Math.max(bbox.x[1] - bbox.x[0], bbox.y[1] - bbox.y[0]);
    sigma.getCamera().setState({ x: v.x, y: v.y, ratio: width / extent, angle: 0 });
  },
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
