import { createMapEngine, layoutInThread } from '@mapa/engine';
import { MapState, THEME_IDS } from '@mapa/model';
import { coverView } from './themeCoverView';
import { themeSample, type ThemeSampleLabels } from './themeSample';

/** Theme card picture size in CSS px (drawn at twice that for sharp cards). */
export const THEME_COVER_SIZE = { width: 200, height: 120 } as const;

/** The sample is laid out as a balanced mind map, so a central topic and branches on both sides show. */
const SAMPLE_TEMPLATE = 'StandardMindMapTemplate';

/** Drawn covers by the sample's words (one set per interface language this page has shown). */
const drawn = new Map<string, Promise<Map<string, string>>>();

/**
 * Theme cards drawn by our own engine (issue 34), as the template covers are: the sample mind map in each theme,
 * laid out and rendered off screen into PNG data URLs, once per page and language. A failure gives no pictures
 * (the cards still name their themes) and is tried again on the next opening.
 */
export function themeCovers(labels: ThemeSampleLabels): Promise<Map<string, string>> {
  const key = JSON.stringify(labels);
  let covers = drawn.get(key);
  if (!covers) {
    covers = renderCovers(labels).catch((error: unknown) => {
      console.error('Theme covers could not be drawn', error);
      drawn.delete(key);
      return new Map<string, string>();
    });
    drawn.set(key, covers);
  }
  return covers;
}

async function renderCovers(labels: ThemeSampleLabels): Promise<Map<string, string>> {
  const { width, height } = THEME_COVER_SIZE;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${width}px;height:${height}px`;
  document.body.append(host);
  const out = new Map<string, string>();
  const engine = await createMapEngine(host, { readOnly: true, resolution: 2, preserveDrawingBuffer: true });
  try {
    for (const id of THEME_IDS) {
      // Laid out per theme: themes size their central and main topics differently.
      const state = MapState.fromDocument(themeSample(labels, id, SAMPLE_TEMPLATE));
      const tx = await layoutInThread(state, SAMPLE_TEMPLATE, { viewportWidth: 1280 });
      if (tx) state.apply(tx);
      engine.load(state);
      // A close-up of the middle: the central and main topics whole at card size (see coverView).
      const view = coverView(state, THEME_COVER_SIZE);
      if (view) {
        engine.panTo(view.center);
        engine.zoomTo(view.zoom);
      } else engine.fit(0);
      await engine.nextFrame();
      const canvas = host.querySelector('canvas');
      if (canvas) out.set(id, canvas.toDataURL('image/png'));
    }
  } finally {
    engine.destroy();
    host.remove();
  }
  return out;
}
