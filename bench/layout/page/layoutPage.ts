// The layout benchmark's browser page: the editor's layout path on a generated tree, with the main thread watched
// by a long-task observer. `window.runCase(template, size)` builds the map (not measured), then measures
// 1. propose: `proposeLayout` through the real `LayoutService` and its module worker (packing, transfer, the
//    template in the worker, the transaction built in slices);
// 2. apply: the transaction applied to the `MapState` as the editor does (`applyInSlices`: slices of a few ms with a
//    macrotask between them, the same path as `DocumentStore.applyInSlices`), then handed to the headless engine
//    (`EngineCore.apply`) once the state holds all of it;
// 3. settle: `stepAnimation` on every animation frame until the scene has every change and the animation ended.
// Drawing is left out (the render benchmark measures it); everything else the editor's engine does is here.
import { EngineCore } from '../../../engine/src/EngineCore';
import { LayoutService } from '../../../engine/src/layout/LayoutService';
import { createLayoutWorker } from '../../../engine/src/layout/createLayoutWorker';
import { proposeLayout } from '../../../engine/src/layout/proposeLayout';
import type { PackedLayoutInput, PackedLayoutResult } from '../../../engine/src/layout/packing/packedLayout';
import { generateTree } from '../../../engine/src/layout/testing/generateTree';
import { mapOf } from '../../../engine/src/layout/testing/mapOf';
import { applyInSlices, nextMacrotask } from '../../../model/src/state/applyInSlices';

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask' });

/** The service the editor uses, noting how long the template ran in the worker. */
class TimedLayoutService extends LayoutService {
  workerMs = NaN;
  override async run(name: string, input: PackedLayoutInput, ticket?: number): Promise<PackedLayoutResult> {
    const result = await super.run(name, input, ticket);
    this.workerMs = result.workerMs;
    return result;
  }
}
const service = new TimedLayoutService(createLayoutWorker);

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long tasks that started in [from, to). */
function tasksIn(from: number, to: number) {
  return summary(longTasks.filter((t) => t.start >= from && t.start < to));
}

/** Long tasks running at some time in [from, to] (the apply starts in the task that ends the request). */
function tasksOverlapping(from: number, to: number) {
  return summary(longTasks.filter((t) => t.start <= to && from <= t.start + t.duration));
}

function summary(tasks: { duration: number }[]) {
  return { count: tasks.length, longest: Math.max(0, ...tasks.map((t) => t.duration)) };
}

async function runCase(template: string, size: number) {
  // Warm-up: start the worker and compile the template on a small map.
  await proposeLayout(service, mapOf(generateTree(200, 3)), template);
  const state = mapOf(generateTree(size, 42), { templateEngine: template });
  const core = new EngineCore({ invalidate: () => undefined });
  core.camera.setSize(1280, 800);
  core.load(state);
  await idle(300);
  await frame();

  const t0 = performance.now();
  const tx = await proposeLayout(service, state, template, { viewportWidth: 1280 });
  const t1 = performance.now();
  let slices = 0;
  let stateDone = t1;
  if (tx) {
    await applyInSlices(state, tx, {
      yieldToHost: () => {
        slices++;
        return nextMacrotask();
      },
    });
    stateDone = performance.now();
    core.apply(tx);
  }
  const t2 = performance.now();
  let frames = 0;
  let now = await frame();
  while (core.stepAnimation(now)) {
    frames++;
    now = await frame();
  }
  const t3 = performance.now();
  // Long-task entries arrive after their task ended; give the observer a moment.
  await idle(200);
  return {
    template,
    size,
    ops: tx?.ops.length ?? 0,
    workerMs: service.workerMs,
    proposeMs: t1 - t0,
    applyMs: t2 - t1,
    // The state's part (first slice to last, yields included) and the engine's (`EngineCore.apply`, one task).
    stateMs: stateDone - t1,
    slices: slices + (tx ? 1 : 0),
    engineApplyMs: t2 - stateDone,
    settleMs: t3 - t2,
    frames,
    // A task that was running when the transaction was ready counts as apply: the first slice of the state runs
    // in it. Apply is every task that overlaps the state's slices and the engine taking the transaction.
    propose: summary(longTasks.filter((t) => t.start >= t0 && t.start + t.duration <= t1)),
    apply: tasksOverlapping(t1, t2),
    settle: tasksIn(t2, t3),
    all: tasksIn(t0, t3),
  };
}

Object.assign(window, { runCase, pageReady: true });
