import type { ProgramSource } from './programCache';

let worker: Worker | null = null;
let warming: Promise<number> | null = null;

/**
 * Starts the program cache worker (once per page), so it is running, its WebGL context made, by the time the
 * renderer's code has arrived and `warmProgramCache` sends it the programs: a worker that is started later, once
 * the page is reading its map, only gets going after that work is done (its start waits for the main thread).
 */
export function startProgramCache(): void {
  if (worker || warming || typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
  worker = new Worker(new URL('./programCache.worker.ts', import.meta.url), {
    type: 'module',
    name: 'program-cache',
  });
}

/**
 * Has the browser compile and link `programs` in the program cache worker while the page reads its map, once per
 * page; resolves with how many linked (0 where there is no worker, or it cannot make a WebGL 2 context). PixiJS
 * v8 compiles a program when a draw first binds it and waits there for its link; software WebGL (SwiftShader)
 * links lazily and has no KHR_parallel_shader_compile, so the map's first frame waited for each of its programs
 * in turn (about 170 ms at issue 34's four). Linked once anywhere in the page, they come from the GPU process's
 * program cache instead, which every context of the page shares.
 */
export function warmProgramCache(programs: readonly ProgramSource[]): Promise<number> {
  warming ??= new Promise<number>((resolve) => {
    startProgramCache();
    const running = worker;
    worker = null;
    if (!running) return resolve(0);
    running.onmessage = (event: MessageEvent<number>) => resolve(event.data);
    running.onerror = (event) => {
      event.preventDefault();
      resolve(0);
    };
    running.postMessage(programs.map(({ vertex, fragment }) => ({ vertex, fragment })));
  });
  return warming;
}
