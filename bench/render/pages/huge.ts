// Engine-level scale (issue #18): a map of BENCH_RENDER_HUGE nodes and as many edges generated in the page straight
// into a MapState (no JSON, no transport, no storage), streamed into the production engine. Measures, from
// navigation start, the first frame and the end of the streamed load; then pan frame intervals at fit and at zoom 1,
// and how long a label edit takes to be on screen (edit to the end of the next rendered frame). Exposes
// `window.__huge` for bench/render/run.mjs, which reads the JS heap after a collection.
import { MapState, createTransaction, type MapDocument, type MapEdge, type MapNode } from '@mapa/model';
import { createMapEngine, type MapEngine } from '@mapa/engine';

const CELL_X = 160;
const CELL_Y = 60;

/**
 * `size` nodes on a grid (rows about as long as the map is tall) and `size` edges: each node to the next one in its
 * row or the next row (a tree-like chain), plus one to a node about a row below, so long and short edges mix.
 * Style objects are shared by every node and edge, as a real map's defaults are resolved, not copied.
 */
function generate(size: number): MapDocument {
  const cols = Math.max(1, Math.round(Math.sqrt((size * CELL_Y) / CELL_X)));
  const dimensions = { width: 120, height: 30 };
  const nodes: MapNode[] = new Array(size);
  for (let i = 0; i < size; i++) {
    nodes[i] = {
      position: { x: (i % cols) * CELL_X, y: Math.floor(i / cols) * CELL_Y },
      data: {
        id: `n${i}`,
        label: `Node ${i}`,
        shape: 'round-rectangle',
        dimensions,
        backgroundColor: '#e8f0fe',
        borderColor: '#4a6fa5',
        textColor: '#1f2937',
        textSize: 12,
      },
    };
  }
  const edges: MapEdge[] = new Array(size);
  for (let i = 0; i < size; i++) {
    // Even edges chain neighbours; odd ones reach about a row down (wrapping at the end of the map).
    const target = i % 2 === 0 ? (i + 1) % size : (i + cols + (i % 7)) % size;
    edges[i] = {
      data: {
        id: `e${i}`,
        source: `n${i}`,
        target: `n${target === i ? (i + 1) % size : target}`,
        shape: 'bezier',
        direction: 'one-way',
        color: '#8a8f98',
        width: 1,
      },
    };
  }
  return { nodes, edges, version: 1, htmlContent: '', canvas: null, settings: null };
}

const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

const percentile = (xs: number[], p: number): number => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length ? v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))] : NaN;
};

const size = Number(new URLSearchParams(location.search).get('size') ?? 1_000_000);
const result = {
  ready: false,
  error: '',
  size,
  generatedMs: NaN,
  engineMs: NaN,
  /** The first frame showing the map: the records streamed in so far. */
  firstFrameMs: NaN,
  /** From `engine.load` to that frame: the engine's own part of it. */
  loadToFirstFrameMs: NaN,
  /** The frame in which the streamed load completes: the whole map drawn. */
  wholeMapMs: NaN,
  /** From `engine.load` to that frame. */
  loadToWholeMapMs: NaN,
  fitPanP50: NaN,
  fitZoom: NaN,
  zoom1PanP50: NaN,
  labelMs: NaN,
  labelFrames: NaN,
  /** Whether the node's label on screen showed the new text once that frame was rendered. */
  labelOnStage: false,
};
let engine: MapEngine;
let state: MapState;
/** The engine's renderer, read for the streaming counter only the bench and tests see. */
const renderer = () => (engine as unknown as { renderer: { snapshotDraws: { streamed: number } } }).renderer;

/** Pans by 12 px a frame for `frames` frames; the intervals between frames (ms). */
async function pan(frames: number): Promise<number[]> {
  const stamps: number[] = [];
  for (let i = 0; i < frames; i++) {
    const v = engine.getViewport();
    const step = i < frames / 2 ? 12 : -12;
    engine.panTo({ x: v.center.x - step / v.zoom, y: v.center.y - step / 2 / v.zoom });
    stamps.push(await frame());
  }
  return stamps.slice(1).map((t, i) => t - stamps[i]);
}

/** The text the node's label shows on screen (the engine keeps its labels private: read for the bench). */
function labelShown(id: string): string | undefined {
  return (
    engine as unknown as {
      renderer: { labels: { nodeLabelText(id: string): string | undefined } };
    }
  ).renderer.labels.nodeLabelText(id);
}

async function rest(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await frame();
  await frame();
}

async function run(container: HTMLElement): Promise<void> {
  // The engine starts while the map is generated, as the editor starts it while the map downloads.
  const starting = createMapEngine(container, { resolution: 1 });
  state = MapState.fromDocument(generate(size));
  result.generatedMs = performance.now();
  engine = await starting;
  result.engineMs = performance.now();
  // While the map streams in, each frame adds the records loaded so far to a picture of the view (counted in the
  // renderer's `snapshotDraws.streamed`): the first such frame is the first frame showing the map; the frame in
  // which the load completes draws the whole map.
  let complete = false;
  engine.on('loadprogress', (p) => (complete ||= p.done));
  const streamed = () => renderer().snapshotDraws.streamed;
  const whole = new Promise<void>((resolve) => {
    const off = engine.on('render', () => {
      const now = performance.now();
      if (Number.isNaN(result.firstFrameMs) && (streamed() > 0 || complete)) result.firstFrameMs = now;
      if (!complete) return;
      result.wholeMapMs = now;
      off();
      resolve();
    });
  });
  const loadCalled = performance.now();
  engine.load(state);
  await whole;
  result.loadToFirstFrameMs = result.firstFrameMs - loadCalled;
  result.loadToWholeMapMs = result.wholeMapMs - loadCalled;

  engine.fit();
  await rest();
  result.fitZoom = engine.getViewport().zoom;
  result.fitPanP50 = percentile(await pan(30), 50);

  const centre = state.getNode(`n${Math.floor(size / 2)}`)!;
  engine.zoomTo(1);
  engine.panTo(centre.position);
  await rest();
  result.zoom1PanP50 = percentile(await pan(30), 50);

  // The label edit at zoom 1 on the centre node: applied, then the frames until one has been rendered.
  await rest();
  engine.panTo(centre.position);
  await rest();
  let frames = 0;
  const off = engine.on('render', () => frames++);
  const t0 = performance.now();
  const from = state.getNode(centre.data.id)!;
  const tx = createTransaction('node.label.updated', [
    {
      type: 'node.update',
      id: from.data.id,
      from,
      to: { ...from, data: { ...from.data, label: 'Edited label' } },
    },
  ]);
  state.apply(tx);
  engine.apply(tx);
  await engine.nextFrame();
  result.labelMs = performance.now() - t0;
  result.labelFrames = frames;
  result.labelOnStage = labelShown(from.data.id) === 'Edited label';
  off();
}

Object.assign(window, { __huge: result, __hugeEngine: () => engine });
run(document.getElementById('map')!)
  .then(() => (result.ready = true))
  .catch((err: unknown) => {
    result.error = err instanceof Error ? `${err.message}\n${err.stack}` : String(err);
  });
