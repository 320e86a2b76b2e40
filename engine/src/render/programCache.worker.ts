// The program cache worker (see `startProgramCache`): makes a WebGL 2 context of its own as soon as it starts,
// links the programs it is then sent on it, off the page's main thread, and reports how many linked.
import { linkPrograms, type ProgramSource } from './programCache';

const gl = new OffscreenCanvas(1, 1).getContext('webgl2', {
  antialias: false,
  depth: false,
  stencil: false,
});

self.onmessage = (event: MessageEvent<ProgramSource[]>) => {
  let linked = 0;
  try {
    if (gl) linked = linkPrograms(gl, event.data);
  } finally {
    // Its context is released now rather than when the worker is collected.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    self.postMessage(linked);
    self.close();
  }
};
