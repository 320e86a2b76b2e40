import { createMapEngine, layoutInThread, TEMPLATE_CATALOG } from '@mapa/engine';
import { MapState } from '@mapa/model';
import { coverSample } from './coverSample';

/** Cover size in CSS px (drawn at twice that for sharp cards). */
export const COVER_SIZE = { width: 240, height: 150 } as const;

let covers: Promise<Map<string, string>> | null = null;

/**
 * Template covers drawn by our own engine: the sample map laid out by each template and rendered off screen
 * into PNG data URLs, once per page (on the first opening of the picker).
 */
export function templateCovers(): Promise<Map<string, string>> {
  covers ??= renderCovers().catch((error: unknown) => {
    console.error('Template covers could not be drawn', error);
    covers = null;
    return new Map<string, string>();
  });
  return covers;
}

async function renderCovers(): Promise<Map<string, string>> {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${COVER_SIZE.width}px;height:${COVER_SIZE.height}px`;
  document.body.append(host);
  const out = new Map<string, string>();
  const engine = await createMapEngine(host, { readOnly: true, resolution: 2, preserveDrawingBuffer: true });
  try {
    for (const { name } of TEMPLATE_CATALOG) {
      const state = MapState.fromDocument(coverSample());
      const tx = await layoutInThread(state, name, { viewportWidth: 1280 });
      if (tx) state.apply(tx);
      engine.load(state);
      engine.fit(14);
      await engine.nextFrame();
      const canvas = host.querySelector('canvas');
      if (canvas) out.set(name, canvas.toDataURL('image/png'));
    }
  } finally {
    engine.destroy();
    host.remove();
  }
  return out;
}
