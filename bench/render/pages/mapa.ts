// Mapa's engine on the bench scene: read like a stored map in the editor (drawn first from the unchecked document,
// the full check in a worker alongside, the engine's code fetched while the document is read and the map read into
// the engine before its WebGL context is made), shown with the production engine.
import { documentText } from './mapaDownload';
import { MapState, trustMapDocument, createTransaction, type Operation } from '@mapa/model';
import { createMapEngine, preloadMapEngine, type MapEngine } from '@mapa/engine';
import { installBench, type Driver } from './harness';
import { edgeData, nodeData } from './mapaDocument';
import { checkDocument } from '../../../frontend/src/editor/documentCheck/documentCheck';
import { startCheckWorker } from '../../../frontend/src/editor/documentCheck/startCheckWorker';
import '../../../frontend/src/fonts';

let engine: MapEngine;
let state: MapState;

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
  async load(container) {
    // The document has been downloading since the page's first import (mapaDownload.ts); the renderer's code
    // downloads meanwhile and while the map is read, as in the editor; the engine then takes the map before it
    // makes its WebGL context.
    preloadMapEngine();
    const json = await documentText;
    const trusted = trustMapDocument(JSON.parse(json));
    if (!trusted.ok) throw new Error(trusted.error.message);
    state = MapState.fromDocument(trusted.document);
    // As in the editor, a big map's check worker starts after the map's first frame.
    let drawn = () => {};
    const firstFrame = new Promise<void>((resolve) => (drawn = resolve));
    const check = checkDocument(json, state.nodes.size + state.edges.size, startCheckWorker, firstFrame);
    const checked = check.done ? Promise.resolve(check.error) : check.result;
    checked.then((error) => error && console.error('bench scene failed its check', error));
    engine = await createMapEngine(container, { resolution: 1, map: state });
    drawn();
    const loaded = new Promise<void>((resolve) => {
      const off = engine.on('loadprogress', (p) => {
        if (!p.done) return;
        off();
        resolve();
      });
    });
    // Drawn by now (createMapEngine draws the map it is given before it resolves), unless big: those stream in
    // over several frames (small ones load at once and report no progress).
    if (state.nodes.size + state.edges.size > 20_000) {
      await loaded;
      await engine.nextFrame();
    }
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
