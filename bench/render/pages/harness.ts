// The measuring side of every bench page: reads the case from the URL, drives a renderer through the same
// `Driver` calls and exposes `window.__bench` for bench/render/run.mjs. Timings are taken in the page.
import { generateScene, type BenchScene, type SceneKind } from '../scenes';

/** What each renderer's page implements. Coordinates are the scene's graph units; steps are screen px. */
export interface Driver {
  /** Builds the view of `scene`; resolves when the library says it is drawn (or will be on the next frame). */
  load(container: HTMLElement, scene: BenchScene): Promise<void>;
  fit(): void;
  /** Zoom 1 centred on the graph point (x, y). */
  zoomOne(x: number, y: number): void;
  panBy(dx: number, dy: number): void;
  /** Zooms by `factor` around the view centre. */
  zoomBy(factor: number): void;
  setLabel(id: string, label: string): void;
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

export function installBench(driver: Driver): void {
  const params = new URLSearchParams(location.search);
  const kind = (params.get('scene') ?? 'tree') as SceneKind;
  const size = Number(params.get('size') ?? 1000);
  const container = document.getElementById('map')!;
  const scene = generateScene(kind, size);
  const centre = scene.nodes[Math.floor(scene.nodes.length / 2)];
  const api = {
    ready: false,
    error: '',
    firstFrameMs: 0,
    async view(name: 'fit' | 'zoom1'): Promise<void> {
      if (name === 'fit') driver.fit();
      else driver.zoomOne(centre.x, centre.y);
      await painted();
    },
    /** Pans for `frames / 2` frames, then zooms in and out; returns the intervals between frames (ms). */
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
      await rest();
      const t0 = performance.now();
      driver.setLabel(centre.id, 'Edited label');
      await painted();
      return performance.now() - t0;
    },
    async add100(): Promise<number> {
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
    .load(container, scene)
    .then(painted)
    .then(() => {
      api.firstFrameMs = performance.now();
      api.ready = true;
    })
    .catch((err: unknown) => {
      api.error = err instanceof Error ? `${err.message}\n${err.stack}` : String(err);
    });
}
