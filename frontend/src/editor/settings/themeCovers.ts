import { createMapEngine, layoutInThread, type Box, type MapEngine } from '@mapa/engine';
import { MapState, THEME_IDS } from '@mapa/model';
import {
  coverSpans,
  coverView,
  mainTopics,
  viewKeepingLabels,
  type CoverTopic,
  type CoverView,
} from './themeCoverView';
import { themeSample, type ThemeSampleLabels } from './themeSample';

/** Theme card picture size in CSS px (drawn at twice that for sharp cards). */
export const THEME_COVER_SIZE = { width: 200, height: 120 } as const;

/** The sample is laid out as a balanced mind map, so a central topic and branches on both sides show. */
const SAMPLE_TEMPLATE = 'StandardMindMapTemplate';

/** A theme card's picture (a PNG data URL) and how many of its central and main topics' names it cuts or leaves out. */
export interface ThemeCover {
  url: string;
  cutNames: number;
}

/** Drawn covers by the sample's words (one set per interface language this page has shown). */
const drawn = new Map<string, Promise<Map<string, ThemeCover>>>();

/**
 * Theme cards drawn by our own engine (issue 34), as the template covers are: the sample mind map in each theme,
 * laid out and rendered off screen into PNG data URLs, once per page and language. A failure gives no pictures
 * (the cards still name their themes) and is tried again on the next opening.
 */
export function themeCovers(labels: ThemeSampleLabels): Promise<Map<string, ThemeCover>> {
  const key = JSON.stringify(labels);
  let covers = drawn.get(key);
  if (!covers) {
    covers = renderCovers(labels).catch((error: unknown) => {
      console.error('Theme covers could not be drawn', error);
      drawn.delete(key);
      return new Map<string, ThemeCover>();
    });
    drawn.set(key, covers);
  }
  return covers;
}

async function renderCovers(labels: ThemeSampleLabels): Promise<Map<string, ThemeCover>> {
  const { width, height } = THEME_COVER_SIZE;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;left:-10000px;top:0;width:${width}px;height:${height}px`;
  document.body.append(host);
  const out = new Map<string, ThemeCover>();
  const engine = await createMapEngine(host, { readOnly: true, resolution: 2, preserveDrawingBuffer: true });
  try {
    for (const id of THEME_IDS) {
      // Laid out per theme: themes size their central and main topics differently.
      const state = MapState.fromDocument(themeSample(labels, id, SAMPLE_TEMPLATE));
      const tx = await layoutInThread(state, SAMPLE_TEMPLATE, { viewportWidth: 1280 });
      if (tx) state.apply(tx);
      engine.load(state);
      // A close-up of the middle: the central and main topics whole at card size (see coverView), then as far
      // back as their names, drawn at their least screen size, need to stay inside the card too.
      const topics = mainTopics(state);
      const view = coverView(state, THEME_COVER_SIZE);
      if (view) {
        await show(engine, view);
        const { xs, ys } = coverSpans(view, topics, nameBoxes(engine));
        const kept = viewKeepingLabels(view, xs, ys, THEME_COVER_SIZE);
        if (kept.zoom !== view.zoom || kept.center.x !== view.center.x || kept.center.y !== view.center.y)
          await show(engine, kept);
      } else {
        engine.fit(0);
        await engine.nextFrame();
      }
      const canvas = host.querySelector('canvas');
      if (canvas) out.set(id, { url: canvas.toDataURL('image/png'), cutNames: cutNames(engine, topics) });
    }
  } finally {
    engine.destroy();
    host.remove();
  }
  return out;
}

async function show(engine: MapEngine, view: CoverView): Promise<void> {
  engine.panTo(view.center);
  engine.zoomTo(view.zoom);
  await engine.nextFrame();
}

/** The graph boxes of the node names drawn in the last frame, by node id. */
function nameBoxes(engine: MapEngine): Map<string, Box> {
  return new Map(engine.drawnLabels().flatMap((l) => (l.edge ? [] : [[l.id, l.box] as const])));
}

/** How many of `topics` have no name drawn, or one that reaches past the card's edge. */
function cutNames(engine: MapEngine, topics: CoverTopic[]): number {
  const boxes = nameBoxes(engine);
  const { width, height } = THEME_COVER_SIZE;
  let cut = 0;
  for (const topic of topics) {
    const box = boxes.get(topic.id);
    const a = box && engine.graphToScreen({ x: box.minX, y: box.minY });
    const b = box && engine.graphToScreen({ x: box.maxX, y: box.maxY });
    if (!a || !b || a.x < 0 || a.y < 0 || b.x > width || b.y > height) cut++;
  }
  return cut;
}
