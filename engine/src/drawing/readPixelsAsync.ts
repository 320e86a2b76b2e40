import type { GlRenderTarget, RenderTexture, Renderer, WebGLRenderer } from 'pixi.js';
import type { GlRenderTargetAdaptor } from 'pixi.js';

/** How often the fence is polled, in ms. */
const POLL_MS = 8;
/** After this long the read-back waits for the GPU instead (a lost context never signals the fence). */
const GIVE_UP_MS = 10_000;

/**
 * Reads `texture`'s pixels (RGBA, premultiplied, top row first) without making the page wait for the GPU:
 * `readPixels` goes into a pixel-pack buffer behind a fence, and the buffer is copied out only once the fence
 * says the GPU is done, polled from timers. A plain `readPixels` would block the main thread until the GPU has
 * drawn everything queued before it, which on software WebGL is the whole map at 100,000 nodes.
 * Falls back to PixiJS's blocking read on a renderer without WebGL 2.
 */
export function readPixelsAsync(
  renderer: Renderer,
  texture: RenderTexture,
): Promise<Uint8ClampedArray<ArrayBuffer>> {
  const gl = (renderer as WebGLRenderer).gl as WebGL2RenderingContext | undefined;
  const width = texture.source.pixelWidth;
  const height = texture.source.pixelHeight;
  if (!gl || typeof gl.fenceSync !== 'function')
    return Promise.resolve(new Uint8ClampedArray(renderer.extract.pixels(texture).pixels));
  const targets = (renderer as WebGLRenderer).renderTarget;
  const target = targets.getGpuRenderTarget(targets.getRenderTarget(texture)) as GlRenderTarget;
  (targets.adaptor as GlRenderTargetAdaptor).bindFramebuffer(target.resolveTargetFramebuffer);
  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
  gl.bufferData(gl.PIXEL_PACK_BUFFER, width * height * 4, gl.STREAM_READ);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, 0);
  gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const finish = (): void => {
      const out = new Uint8ClampedArray(width * height * 4);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, buffer);
      gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, out);
      gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
      gl.deleteBuffer(buffer);
      if (fence) gl.deleteSync(fence);
      resolve(out);
    };
    const poll = (): void => {
      try {
        if (gl.isContextLost()) throw new Error('miniature: the WebGL context was lost');
        const status = fence ? gl.getSyncParameter(fence, gl.SYNC_STATUS) : gl.SIGNALED;
        if (status === gl.SIGNALED || performance.now() - started > GIVE_UP_MS) finish();
        else setTimeout(poll, POLL_MS);
      } catch (error) {
        gl.deleteBuffer(buffer);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    setTimeout(poll, POLL_MS);
  });
}
