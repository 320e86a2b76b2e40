// Mapa's engine on the bench scene: read like a stored map in the editor (drawn first from the unchecked document,
// the full check in a worker alongside, the engine started while the document is read), shown with the production
// engine.
import { MapState, trustMapDocument, createTransaction, type Operation } from '@mapa/model';
import { createMapEngine, type MapEngine } from '@mapa/engine';
import { installBench, type Driver } from './harness';
import { NODE_HEIGHT, NODE_WIDTH, type BenchScene } from '../scenes';
import { checkDocument } from '../../../frontend/src/editor/documentCheck/documentCheck';
import { startCheckWorker } from '../../../frontend/src/editor/documentCheck/startCheckWorker';

let engine: MapEngine;
let state: MapState;

const nodeData = (n: BenchScene['nodes'][number]) => ({
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
const edgeData = (e: BenchScene['edges'][number]) => ({
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

/** The engine's renderer, read for the counters only tests and the bench see. */
const internals = () =>
  (
    engine as unknown as {
      renderer: {
        snapshot: { magnified: { count: number } };
        snapshotDraws: { full: number; built: number };
      };
    }
  ).renderer;

const apply = (ops: Operation[]) => {
  const tx = createTransaction('node.created', ops);
  state.apply(tx);
  engine.apply(tx);
};

const driver: Driver = {
  async load(container, scene) {
    const starting = createMapEngine(container, { resolution: 1 });
    const json = JSON.stringify({
      nodes: scene.nodes.map(nodeData),
      edges: scene.edges.map(edgeData),
      version: 1,
      htmlContent: '',
      canvas: { backgroundColor: '#ffffff', nodesOrder: scene.nodes.map((n) => n.id) },
      settings: null,
    });
    const trusted = trustMapDocument(JSON.parse(json));
    if (!trusted.ok) throw new Error(trusted.error.message);
    state = MapState.fromDocument(trusted.document);
    const check = checkDocument(json, state.nodes.size + state.edges.size, startCheckWorker);
    const checked = check.done ? Promise.resolve(check.error) : check.result;
    checked.then((error) => error && console.error('bench scene failed its check', error));
    engine = await starting;
    const loaded = new Promise<void>((resolve) => {
      const off = engine.on('loadprogress', (p) => {
        if (!p.done) return;
        off();
        resolve();
      });
    });
    engine.load(state);
    // Big maps stream in over several frames (small ones load at once and report no progress).
    if (state.nodes.size + state.edges.size > 20_000) await loaded;
    await engine.nextFrame();
  },
  fit: () => engine.fit(),
  setCamera: (x, y, zoom) => {
    engine.zoomTo(zoom);
    engine.panTo({ x, y });
  },
  project: (x, y) => engine.graphToScreen({ x, y }),
  panBy: (dx, dy) => {
    const v = engine.getViewport();
    engine.panTo({ x: v.center.x - dx / v.zoom, y: v.center.y - dy / v.zoom });
  },
  zoomBy: (f) => engine.zoomTo(engine.getViewport().zoom * f),
  magnifiedFrames: () => internals().snapshot.magnified.count,
  overviewDraws: () => ({ ...internals().snapshotDraws }),
  setLabel: (id, label) => {
    const from = state.getNode(id)!;
    const tx = createTransaction('node.label.updated', [
      { type: 'node.update', id, from, to: { ...from, data: { ...from.data, label } } },
    ]);
    state.apply(tx);
    engine.apply(tx);
  },
  addNodes: (nodes, edges) => {
    const base = state.nodesOrder().length;
    const ops: Operation[] = nodes.map((n, i) => ({
      type: 'node.add',
      node: nodeData(n),
      orderIndex: base + i,
    }));
    for (const e of edges) ops.push({ type: 'edge.add', edge: edgeData(e) });
    apply(ops);
  },
};

installBench(driver);

// Debugging aid for bench/render: toggles layers by name from the console (`__probe('edges')`); bench/miniature
// reaches the engine and the label edit through `__mapaBench`.
Object.assign(window, {
  __mapaBench: { engine: () => engine, setLabel: driver.setLabel },
  __probe: (what: string) => {
    const world = (
      engine as unknown as { renderer: { worldContainer: { children: { visible: boolean }[] } } }
    ).renderer.worldContainer;
    if (what === 'edges') world.children[0].visible = false;
    if (what === 'nodes') world.children[1].visible = false;
    if (what === 'none') world.children.forEach((c) => (c.visible = false));
  },
});
