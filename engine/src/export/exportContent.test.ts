import { MapState, type Canvas } from '@mapa/model';
import { MapScene } from '../scene/MapScene';
import { testNode } from '../testing/testMap';
import { EXPORT_PADDING, exportContent, pathBox, textBox, type MeasureText } from './exportContent';

/** Text measured as 10 units per character and 1.25 × the font size: the real one needs a browser canvas. */
const measure: MeasureText = (t) => ({ width: t.text.length * 10, height: t.fontSize * 1.25 });

/** Nodes a (−50…50, −25…25) and b (950…1050, 475…525), with `canvas` as the canvas record. */
function sceneWith(canvas: Canvas): MapScene {
  const scene = new MapScene();
  scene.load(
    MapState.fromDocument({
      nodes: [testNode('a', 0, 0), testNode('b', 1000, 500)],
      edges: [],
      version: 0,
      htmlContent: '',
      canvas,
      settings: null,
    }),
  );
  return scene;
}

const pad = (minX: number, minY: number, maxX: number, maxY: number) => ({
  minX: minX - EXPORT_PADDING,
  minY: minY - EXPORT_PADDING,
  maxX: maxX + EXPORT_PADDING,
  maxY: maxY + EXPORT_PADDING,
});

const stroke = (points: [number, number][], strokeWidth = 4) => ({
  points: points.map(([x, y]) => ({ x, y })),
  strokeWidth,
  strokeColor: '#ff00ff',
  coordSpace: 'graph' as const,
});
const image = (id: string, x: number, y: number, width: number, height: number, visible?: boolean) => ({
  id,
  url: `https://cdn.example/${id}.png`,
  bounds: { x, y, width, height },
  ...(visible === undefined ? {} : { visible }),
});

describe('exportContent', () => {
  it('covers every node, or only the selection, with padding; null when nothing is selected', () => {
    const scene = sceneWith({});
    expect(exportContent(scene, null, measure)).toEqual({
      bounds: pad(-50, -25, 1050, 525),
      drawing: null,
      images: [],
    });
    expect(exportContent(scene, { nodes: ['b'], edges: [] }, measure)?.bounds).toEqual(
      pad(950, 475, 1050, 525),
    );
    expect(exportContent(scene, { nodes: [], edges: [] }, measure)).toBeNull();
    expect(exportContent(new MapScene(), null, measure)).toBeNull();
  });

  it('grows a stroke by half its width and places a text by its top-left corner', () => {
    expect(
      pathBox(
        stroke(
          [
            [0, 0],
            [10, -20],
            [30, 5],
          ],
          6,
        ),
      ),
    ).toEqual({ minX: -3, minY: -23, maxX: 33, maxY: 8 });
    const text = { x: 5, y: 6, text: 'abc', fontSize: 16, color: '#000' };
    expect(textBox(text, measure)).toEqual({ minX: 5, minY: 6, maxX: 35, maxY: 26 });
  });

  it('the full canvas includes every drawing and shown background image in its bounds', () => {
    const far = stroke(
      [
        [-400, -300],
        [-380, -290],
      ],
      10,
    );
    const note = { x: 1200, y: 600, text: 'note', fontSize: 16, color: '#000' };
    const backdrop = image('backdrop', -100, -500, 300, 200);
    const hidden = image('hidden', 5000, 5000, 10, 10, false);
    const scene = sceneWith({
      drawingData: { paths: [far, stroke([], 3)], texts: [note, { ...note, text: '  ' }] },
      backgroundImages: [backdrop, hidden],
    });
    const out = exportContent(scene, null, measure)!;
    expect(out.bounds).toEqual(pad(-405, -500, 1240, 620));
    expect(out.drawing).toEqual({ paths: [far], texts: [note] });
    expect(out.images).toEqual([backdrop]);
  });

  it('a selection keeps the drawings touching it whole and crops the background images touching it', () => {
    const around = stroke([
      [-60, -40],
      [60, -40],
      [60, 40],
      [-60, 40],
    ]); // a box drawn around node a
    const elsewhere = stroke([
      [2000, 2000],
      [2100, 2000],
    ]);
    const label = { x: 40, y: 20, text: 'here', fontSize: 16, color: '#000' };
    const backdrop = image('backdrop', -1000, -1000, 3000, 3000);
    const aside = image('aside', 3000, 0, 100, 100);
    const scene = sceneWith({
      drawingData: { paths: [around, elsewhere], texts: [label] },
      backgroundImages: [backdrop, aside],
    });
    const out = exportContent(scene, { nodes: ['a'], edges: [] }, measure)!;
    expect(out.drawing).toEqual({ paths: [around], texts: [label] });
    expect(out.images).toEqual([backdrop]);
    expect(out.bounds).toEqual(pad(-62, -42, 80, 42));
  });
});
