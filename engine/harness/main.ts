// A page that runs the real engine on a small map, for the browser tests (engine/e2e) and for poking at by hand.
// The page plays the shell: it applies the engine's proposed transactions to its MapState and feeds them back.
import {
  MapState,
  createTransaction,
  edgeStyleIn,
  nodeStyleIn,
  toggleCollapseOps,
  type MapDocument,
  type Transaction,
} from '@mapa/model';
import { createMapEngine, type MapEngineEvents } from '@mapa/engine';
import './fonts';

/** Red square left, white labelled node right, a thick green straight edge between them; view centred at 0,0. */
const HARNESS_DOCUMENT: MapDocument = {
  nodes: [
    {
      position: { x: -200, y: 0 },
      data: {
        id: 'red',
        label: '',
        shape: 'rectangle',
        dimensions: { width: 160, height: 100 },
        backgroundColor: '#ff0000',
        borderColor: '#ff0000',
      },
    },
    {
      position: { x: 200, y: 0 },
      data: {
        id: 'white',
        label: 'HELLO MAPA',
        shape: 'rectangle',
        dimensions: { width: 220, height: 100 },
        backgroundColor: '#ffffff',
        borderColor: '#333333',
        textColor: '#000000',
        textSize: 26,
      },
    },
    {
      position: { x: 0, y: 200 },
      data: {
        id: 'blue',
        label: 'Blue',
        shape: 'ellipse',
        dimensions: { width: 120, height: 80 },
        backgroundColor: 'rgba(0, 0, 255, 1)',
      },
    },
  ],
  edges: [
    {
      data: {
        id: 'edge',
        source: 'red',
        target: 'white',
        shape: 'straight',
        direction: 'none',
        color: '#00aa00',
        width: 10,
      },
    },
  ],
  version: 1,
  htmlContent: '',
  canvas: { center: { x: 0, y: 0 }, zoom: 1, backgroundColor: '#ffffff' },
  settings: null,
};

/**
 * `?map=themed` (`&theme=<id>`): a small tree whose records carry no style at all, so the theme draws everything.
 * Root r, main topics a (with a1) and b (collapsed over b1, so it shows a '+1' badge), and a relationship a1 → b.
 */
function themedDocument(theme: string | null): MapDocument {
  const node = (id: string, x: number, y: number, extra: object = {}) => ({
    position: { x, y },
    data: { id, label: id.toUpperCase(), type: 'default', ...extra },
  });
  const edge = (source: string, target: string) => ({ data: { id: `${source}>${target}`, source, target } });
  return {
    nodes: [
      node('r', -250, 0),
      node('a', 60, -160),
      node('a1', 300, -160),
      node('b', 60, 160, { collapsed: true }),
      node('b1', 300, 160, { visibility: 'hidden' }),
    ],
    edges: [edge('r', 'a'), edge('r', 'b'), edge('a', 'a1'), edge('b', 'b1'), edge('a1', 'b')],
    version: 1,
    htmlContent: '',
    canvas: { center: { x: 0, y: 0 }, zoom: 1 },
    settings: theme ? { theme } : null,
  } as MapDocument;
}

/** Copies the engine's canvas as drawn so far (the buffer is preserved) into `scratch`; RGBA of pixel (x, y). */
function readCanvas(container: HTMLElement, scratch: HTMLCanvasElement, x: number, y: number): number[] {
  const source = container.querySelector('canvas')!;
  scratch.width = source.width;
  scratch.height = source.height;
  const g = scratch.getContext('2d', { willReadFrequently: true })!;
  g.drawImage(source, 0, 0);
  return [...g.getImageData(Math.round(x), Math.round(y), 1, 1).data];
}

async function main(): Promise<void> {
  const container = document.getElementById('map')!;
  const params = new URLSearchParams(location.search);
  const themed = params.get('map') === 'themed';
  const state = MapState.fromDocument(
    themed ? themedDocument(params.get('theme')) : structuredClone(HARNESS_DOCUMENT),
  );
  // `?given`: the map is handed to createMapEngine (read before WebGL, drawn before it resolves), else loaded after.
  const given = params.has('given');
  const options = { resolution: 1, preserveDrawingBuffer: true };
  const engine = await createMapEngine(container, given ? { ...options, map: state } : options);
  // What the canvas held when the engine was handed over, before any further frame (the red node's centre).
  const scratch = document.createElement('canvas');
  const atStart = readCanvas(container, scratch, 200, 300);
  const transactions: Transaction[] = [];
  const events: { name: string; payload: unknown }[] = [];
  const apply = (tx: Transaction): void => {
    state.apply(tx);
    engine.apply(tx);
  };
  engine.on('transaction', (tx) => {
    transactions.push(tx);
    apply(tx);
  });
  for (const name of [
    'selectionchange',
    'nodeclick',
    'nodedoubleclick',
    'edgeclick',
    'canvasclick',
    'contextmenu',
    'toolchange',
  ] as const) {
    engine.on(name, (payload: MapEngineEvents[typeof name]) => events.push({ name, payload }));
  }
  if (!given) engine.load(state);
  await engine.nextFrame();

  /** RGBA of the canvas pixel at container coordinates (x, y), after the next frame. */
  const pixel = async (x: number, y: number): Promise<number[]> => {
    await engine.nextFrame();
    return readCanvas(container, scratch, x, y);
  };
  /** RGBA of every pixel in a container-coordinate rectangle (flat), for "is anything dark here" checks. */
  const pixels = async (x: number, y: number, w: number, h: number): Promise<number[]> => {
    await pixel(0, 0);
    return [...scratch.getContext('2d')!.getImageData(x, y, w, h).data];
  };
  /** Collapses or expands `id` as the shell's collapse action does (model's `toggleCollapseOps`); false if it cannot. */
  const collapse = (id: string): boolean => {
    const change = toggleCollapseOps(state, id);
    if (!change || change.ops.length === 0) return false;
    apply(createTransaction('node.expandCollapse', change.ops));
    return true;
  };
  /** The looks the model resolves for node or edge `id` in this map (what the canvas should show). */
  const looks = (id: string) => {
    const node = state.getNode(id);
    const edge = state.getEdge(id);
    return node ? nodeStyleIn(state, node) : edge ? edgeStyleIn(state, edge) : null;
  };
  Object.assign(window, {
    __harness: { engine, state, apply, collapse, transactions, events, pixel, pixels, atStart, looks },
  });
  document.body.dataset.ready = 'true';
}

void main();
