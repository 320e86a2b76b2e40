// A page that runs the real engine on maps drawn in their theme (no style fields of their own), for the label
// tests (engine/e2e/labelLook.spec.ts) and screenshots: `show(doc, template)` loads a map, laid out by a template
// first when one is named, `showFile(name, text)` an imported file; `tree(size)` makes a mind-map tree to show. `?w=&h=` sizes the canvas (1000×700).
import './fonts';
import { MapState, importFile, type MapDocument, type Transaction } from '@mapa/model';
import { createMapEngine, layoutInThread } from '@mapa/engine';
import type { SceneLabels } from '../src/render/labels/SceneLabels';
import { ATLAS_FONT_PX, sdfFont, type LabelWeight } from '../src/render/labels/fonts';

/** A tree of `size` nodes: `mains` first-level branches, then 3–6 children per node breadth first (seeded). */
function tree(size: number, mains = 8, seed = 1): MapDocument {
  let s = seed >>> 0;
  const random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const nodes: MapDocument['nodes'] = [];
  const edges: MapDocument['edges'] = [];
  const add = (label: string) =>
    nodes.push({ position: { x: 0, y: 0 }, data: { id: `n${nodes.length}`, label } });
  add('Central topic');
  for (let parent = 0; nodes.length < size; parent++) {
    const count = parent === 0 ? mains : 3 + Math.floor(random() * 4);
    for (let k = 0; k < count && nodes.length < size; k++) {
      const id = `n${nodes.length}`;
      add(parent === 0 ? `Main topic ${k + 1}` : `Topic ${nodes.length}`);
      edges.push({ data: { id: `e${id}`, source: `n${parent}`, target: id } });
    }
  }
  return { nodes, edges, version: 1, htmlContent: '', canvas: {}, settings: null };
}

async function main(): Promise<void> {
  const container = document.getElementById('map')!;
  const params = new URLSearchParams(location.search);
  container.style.width = `${Number(params.get('w') ?? 1000)}px`;
  container.style.height = `${Number(params.get('h') ?? 700)}px`;
  const engine = await createMapEngine(container, { resolution: 1, preserveDrawingBuffer: true });
  // The renderer's label placement, read for the tests.
  const placed = (engine as unknown as { renderer: { labels: SceneLabels } }).renderer.labels;
  let state = MapState.fromDocument(tree(1));
  const apply = (tx: Transaction): void => {
    state.apply(tx);
    engine.apply(tx);
  };
  engine.on('transaction', apply);

  /** Loads `doc` (laid out by `template` first), waits until it is in and drawn, and fits it. */
  const show = async (doc: MapDocument, template?: string): Promise<void> => {
    state = MapState.fromDocument(doc);
    if (template) {
      const tx = await layoutInThread(state, template);
      if (tx) state.apply(tx);
    }
    const done = new Promise<void>((resolve) => {
      const off = engine.on('loadprogress', (p) => p.done && (off(), resolve()));
    });
    engine.load(state);
    if (state.nodes.size + state.edges.size > 20_000) await done;
    engine.fit();
    await engine.nextFrame();
  };
  /** Imports a file's text as the editor does and shows it. */
  const showFile = (name: string, text: string, template?: string): Promise<void> =>
    show(importFile(name, new TextEncoder().encode(text)).document, template);
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
  /** The labels drawn now, with the screen boxes they paint (halo included). */
  const labels = () =>
    placed.drawnLabels().map(({ id, edge, text, box }) => {
      const a = engine.graphToScreen({ x: box.minX, y: box.minY });
      const b = engine.graphToScreen({ x: box.maxX, y: box.maxY });
      return { id, edge, text, box: { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y } };
    });
  /** Sum of the atlas's advances (px at its raster size) of the graphemes of `text` in `weight`. */
  const atlasAdvance = (text: string, weight: LabelWeight): number => {
    const font = sdfFont(weight, false);
    font.ensureCharacters(text);
    const units = font.baseMeasurementFontSize / ATLAS_FONT_PX;
    return [...text].reduce((sum, g) => sum + (font.chars[g]?.xAdvance ?? NaN) / units, 0);
  };
  /** The graphemes of `text` the atlas of `weight` (upright) has not rasterised yet. */
  const missingGlyphs = (text: string, weight: LabelWeight): string => sdfFont(weight, false).missing(text);
  /** Sum of the canvas's advances of the graphemes of `text` in a CSS font. */
  const canvasAdvance = (text: string, font: string): number => {
    const g = scratch.getContext('2d')!;
    g.font = font;
    return [...text].reduce((sum, c) => sum + g.measureText(c).width, 0);
  };
  Object.assign(window, {
    __themed: {
      engine,
      tree,
      show,
      showFile,
      pixels,
      labels,
      atlasAdvance,
      canvasAdvance,
      missingGlyphs,
      state: () => state,
      apply,
    },
  });
  document.body.dataset.ready = 'true';
}

void main();
