// A page that runs the real engine on a generated 100,000-node, ~100,000-edge map (the benchmark's clustered
// scene; `?scene=dense&size=N` for another), for engine/e2e/scale.spec.ts, snapshotPatch.spec.ts and startup.spec.ts. Like main.ts it plays the shell: it applies proposed transactions.
import { MapState, createTransaction, type MapDocument, type Transaction } from '@mapa/model';
import { createMapEngine, type MapEngineEvents } from '@mapa/engine';
import { generateScene, type SceneKind } from '../../bench/render/scenes';
import type { SceneRenderer } from '../src/render/SceneRenderer';
import './fonts';

async function main(): Promise<void> {
  const container = document.getElementById('map')!;
  const params = new URLSearchParams(location.search);
  const size = Number(params.get('size') ?? 100_000);
  const scene = generateScene((params.get('scene') ?? 'clustered') as SceneKind, size);
  // `?text=N`: labels N px tall (12 by default, as in the bench).
  const textSize = Number(params.get('text') ?? 12);
  const doc: MapDocument = {
    nodes: scene.nodes.map((n) => ({
      position: { x: n.x, y: n.y },
      data: {
        id: n.id,
        label: n.label,
        shape: 'round-rectangle',
        dimensions: { width: 120, height: 30 },
        backgroundColor: '#e8f0fe',
        borderColor: '#4a6fa5',
        textColor: '#000000',
        textSize,
      },
    })),
    edges: scene.edges.map((e) => ({ data: { id: e.id, source: e.source, target: e.target } })),
    version: 1,
    htmlContent: '',
    canvas: { backgroundColor: '#ffffff' },
    settings: null,
  };
  const state = MapState.fromDocument(doc);
  // `?given`: the map is handed to createMapEngine, as the editor opens a stored map (drawn before it resolves).
  const given = params.has('given');
  const engine = await createMapEngine(container, {
    resolution: 1,
    preserveDrawingBuffer: true,
    ...(given ? { map: state } : {}),
  });
  const events: { name: string; payload: unknown }[] = [];
  const progress: number[] = [];
  const apply = (tx: Transaction): void => {
    state.apply(tx);
    engine.apply(tx);
  };
  engine.on('transaction', apply);
  for (const name of ['selectionchange', 'nodeclick'] as const)
    engine.on(name, (payload: MapEngineEvents[typeof name]) => events.push({ name, payload }));
  /** At the first frame drawn while the map streams in: node styles the scene has resolved, and nodes indexed. */
  let firstStreamedFrame: { styles: number; indexed: number } | null = null;
  if (!given) {
    const scene = (engine as unknown as { scene: { nodeIndex: { size: number } } }).scene;
    const offRender = engine.on('render', () => {
      if (progress.length === 0) return;
      offRender();
      const styles = (scene as unknown as { styles: Map<string, unknown> }).styles.size;
      firstStreamedFrame = { styles, indexed: scene.nodeIndex.size };
    });
    const loaded = new Promise<void>((resolve) =>
      engine.on('loadprogress', (p) => {
        progress.push(p.loaded);
        if (p.done) resolve();
      }),
    );
    engine.load(state);
    await loaded;
    await engine.nextFrame();
  }

  /** Renames a node the way the shell's title field does. */
  const rename = (id: string, label: string): void => {
    const from = state.getNode(id)!;
    apply(
      createTransaction('node.label.updated', [
        { type: 'node.update', id, from, to: { ...from, data: { ...from.data, label } } },
      ]),
    );
  };
  /** Moves a node by (dx, dy) the way a drag's transaction does. */
  const move = (id: string, dx: number, dy: number): void => {
    const from = state.getNode(id)!;
    const to = { ...from, position: { x: from.position.x + dx, y: from.position.y + dy } };
    apply(createTransaction('element.drag', [{ type: 'node.update', id, from, to }]));
  };
  const scratch = document.createElement('canvas');
  /** RGBA of every pixel in a container rectangle (flat), after the next frame. */
  const pixels = async (x: number, y: number, w: number, h: number): Promise<number[]> => {
    await engine.nextFrame();
    const source = container.querySelector('canvas')!;
    scratch.width = source.width;
    scratch.height = source.height;
    const g = scratch.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, 0, 0);
    return [...g.getImageData(x, y, w, h).data];
  };
  const renderer = (engine as unknown as { renderer: SceneRenderer }).renderer;
  /** How the overview pictures were brought up to date so far (the engine's renderer, read for tests). */
  const snapshotDraws = (): SceneRenderer['snapshotDraws'] => ({ ...renderer.snapshotDraws });
  /** Frames so far that showed an overview picture magnified past 1.25×. */
  const magnifiedFrames = (): number => renderer.snapshot.magnified.count;
  /** The scale the shown overview picture was last drawn at on screen (1: exactly its zoom), or 0 with none. */
  const shownScale = (): number => {
    const level = renderer.snapshot.current;
    return level ? engine.getViewport().zoom / level.zoom : 0;
  };
  /** True while an overview picture is being drawn slice by slice. */
  const building = (): boolean => renderer.snapshot.building !== null;
  /** Drops every overview picture and draws the next frame, which draws one anew, whole. */
  const redrawOverview = (): Promise<void> => {
    renderer.snapshot.invalidate();
    return engine.nextFrame();
  };
  /** Frames so far shown by moving the drawn canvas instead of drawing (pans of the overview picture). */
  const movedFrames = (): number => renderer.shift.moved;
  /** Whether a pan of the overview picture may move the drawn canvas (on by default); off, every frame draws. */
  const moveCanvas = (on: boolean): void => {
    renderer.shift.enabled = on;
  };
  Object.assign(window, {
    __big: {
      engine,
      state,
      events,
      progress,
      rename,
      move,
      pixels,
      snapshotDraws,
      magnifiedFrames,
      shownScale,
      building,
      redrawOverview,
      movedFrames,
      moveCanvas,
      firstStreamedFrame: () => firstStreamedFrame,
    },
  });
  document.body.dataset.ready = 'true';
}

void main();
