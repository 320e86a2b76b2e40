// The measuring side of every bench page: reads the case from the URL, drives a renderer through the same
// `Driver` calls and exposes `window.__bench` for bench/render/run.mjs. Timings are taken in the page.
import { generateScene, NODE_HEIGHT, NODE_WIDTH, type BenchScene, type SceneKind } from '../scenes';

/** What each renderer's page implements. Coordinates are the scene's graph units; steps are screen px. */
export interface Driver {
  /**
   * Builds the view of the scene; resolves when the library says it is drawn (or will be on the next frame).
   * `scene()` generates it in the page (once): the peers build their view from it, while Mapa downloads the stored
   * document as the editor does and never waits for the generator.
   */
  load(container: HTMLElement, scene: () => BenchScene): Promise<void>;
  /** The library's own fit of the whole map (40 px padding where it takes one). */
  fit(): void;
  /** Centres the graph point (x, y) at `zoom` screen px per graph unit. */
  setCamera(x: number, y: number, zoom: number): void;
  /** Where the graph point (x, y) is on screen now (viewport px), by the library's own projection. */
  project(x: number, y: number): { x: number; y: number };
  panBy(dx: number, dy: number): void;
  /** Zooms by `factor` around the view centre. */
  zoomBy(factor: number): void;
  setLabel(id: string, label: string): void;
  /** Frames so far that showed a cached picture magnified more than 1.25× (renderers that keep one; issue #18). */
  magnifiedFrames?(): number;
  /** Cached overview pictures drawn so far: whole in one frame, and in slices across frames (Mapa; issue #18). */
  overviewDraws?(): { full: number; built: number };
  addNodes(nodes: BenchScene['nodes'], edges: BenchScene['edges']): void;
}

const frame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Lets the view come to rest before an edit is timed (600 ms, then two frames): a renderer may redraw once the
 * camera stops (Mapa sharpens its overview picture 200 ms after the last move), which is not the edit's cost.
 * Every renderer gets the same wait.
 */
async function rest(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  await frame();
  await frame();
}

/** Waits until the frame after the next has started: by then the change has been drawn and presented. */
async function painted(): Promise<void> {
  await frame();
  await frame();
}

/** The three views every renderer is measured in (see docs/benchmarks.md). */
export type ViewName = 'fit' | 'matched' | 'zoom1';

/** Padding (screen px) of the whole-map camera the harness sets in the 'matched' view, as Mapa's and Cytoscape's fit. */
const MATCHED_PADDING = 40;

/** The camera that shows every node box of `scene` in a `width`×`height` view: the same for every renderer. */
export function wholeMapCamera(
  scene: BenchScene,
  width: number,
  height: number,
): { x: number; y: number; zoom: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const n of scene.nodes) {
    minX = Math.min(minX, n.x - NODE_WIDTH / 2);
    maxX = Math.max(maxX, n.x + NODE_WIDTH / 2);
    minY = Math.min(minY, n.y - NODE_HEIGHT / 2);
    maxY = Math.max(maxY, n.y + NODE_HEIGHT / 2);
  }
  const zoom = Math.min(
    (width - 2 * MATCHED_PADDING) / (maxX - minX),
    (height - 2 * MATCHED_PADDING) / (maxY - minY),
  );
  return { x: (minX + maxX) / 2, y: (minY + maxY) / 2, zoom };
}

/**
 * What the view shows, measured through the renderer's own projection: the share of node centres inside the
 * viewport and the zoom (screen px per graph unit, from two points 1000 units apart).
 */
function measureView(
  driver: Driver,
  scene: BenchScene,
  width: number,
  height: number,
): { onScreen: number; zoom: number } {
  let inside = 0;
  for (const n of scene.nodes) {
    const p = driver.project(n.x, n.y);
    if (p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height) inside++;
  }
  const a = driver.project(0, 0);
  const b = driver.project(1000, 0);
  return { onScreen: inside / scene.nodes.length, zoom: Math.hypot(b.x - a.x, b.y - a.y) / 1000 };
}

export function installBench(driver: Driver): void {
  const params = new URLSearchParams(location.search);
  const kind = (params.get('scene') ?? 'tree') as SceneKind;
  const size = Number(params.get('size') ?? 1000);
  const container = document.getElementById('map')!;
  // Generated when first asked for: before the first frame only by the renderers that draw from it.
  let generated: BenchScene | undefined;
  const sceneOf = (): BenchScene => (generated ??= generateScene(kind, size));
  const centreOf = (): BenchScene['nodes'][number] => {
    const { nodes } = sceneOf();
    return nodes[Math.floor(nodes.length / 2)];
  };
  const api = {
    /** `driver.magnifiedFrames()`, or NaN for a renderer that keeps no cached picture. */
    magnifiedFrames: (): number => driver.magnifiedFrames?.() ?? NaN,
    /** `driver.overviewDraws()`, or NaN counts for a renderer that keeps no cached picture. */
    overviewDraws: (): { full: number; built: number } =>
      driver.overviewDraws?.() ?? { full: NaN, built: NaN },
    ready: false,
    error: '',
    firstFrameMs: 0,
    /** Sets the view; resolves, once it is painted, with what it shows. */
    async view(name: ViewName): Promise<{ onScreen: number; zoom: number }> {
      const { clientWidth: width, clientHeight: height } = container;
      if (name === 'fit') driver.fit();
      else if (name === 'matched') {
        const whole = wholeMapCamera(sceneOf(), width, height);
        driver.setCamera(whole.x, whole.y, whole.zoom);
      } else driver.setCamera(centreOf().x, centreOf().y, 1);
      await painted();
      return measureView(driver, sceneOf(), width, height);
    },
    /**
     * Pans for `frames / 2` frames, then zooms in and out; returns the intervals between frames (ms), the pan's
     * first (`frames / 2 - 1` of them end on a pan frame).
     */
    async animate(frames: number, budgetMs: number): Promise<number[]> {
      const stamps: number[] = [];
      const start = performance.now();
      for (let i = 0; i < frames && performance.now() - start < budgetMs; i++) {
        const half = frames / 2;
        if (i < half) driver.panBy(i < half / 2 ? 12 : -12, i < half / 2 ? 6 : -6);
        else driver.zoomBy(i - half < half / 2 ? 1.04 : 1 / 1.04);
        stamps.push(await frame());
      }
      await painted();
      return stamps.slice(1).map((t, i) => t - stamps[i]);
    },
    async editLabel(): Promise<number> {
      centreOf(); // generated (by the views, normally) before the timed part
      await rest();
      const t0 = performance.now();
      driver.setLabel(centreOf().id, 'Edited label');
      await painted();
      return performance.now() - t0;
    },
    async add100(): Promise<number> {
      const centre = centreOf();
      const nodes: BenchScene['nodes'] = [];
      const edges: BenchScene['edges'] = [];
      for (let i = 0; i < 100; i++) {
        nodes.push({
          id: `added${i}`,
          x: centre.x + (i % 10) * 160,
          y: centre.y + 400 + Math.floor(i / 10) * 60,
          label: `Added ${i}`,
        });
        edges.push({ id: `added-e${i}`, source: centre.id, target: `added${i}` });
      }
      await rest();
      const t0 = performance.now();
      driver.addNodes(nodes, edges);
      await painted();
      return performance.now() - t0;
    },
  };
  Object.assign(window, { __bench: api });
  driver
    .load(container, sceneOf)
    .then(painted)
    .then(() => {
      api.firstFrameMs = performance.now();
      api.ready = true;
    })
    .catch((err: unknown) => {
      api.error = err instanceof Error ? `${err.message}\n${err.stack}` : String(err);
    });
}
