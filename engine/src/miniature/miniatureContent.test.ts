import { MapState, type Canvas, type MapNode } from '@mapa/model';
import { MapScene } from '../scene/MapScene';
import { testEdge, testNode } from '../testing/testMap';
import {
  MINIATURE_PADDING_PX,
  faintBackground,
  miniatureContent,
  miniatureFrame,
  miniatureSize,
} from './miniatureContent';

/** Nodes a (−50…50, −25…25), b (950…1050, 475…525) and c far right (4950…5050), with an edge a→b. */
function sceneOf(canvas: Canvas = {}, nodes: MapNode[] = []): MapScene {
  const scene = new MapScene();
  scene.load(
    MapState.fromDocument({
      nodes: [testNode('a', 0, 0), testNode('b', 1000, 500), ...nodes],
      edges: [testEdge('ab', 'a', 'b')],
      version: 0,
      htmlContent: '',
      canvas,
      settings: null,
    }),
  );
  return scene;
}

describe('miniatureContent', () => {
  it('covers the shown nodes and edges and leaves hidden (collapsed) ones out', () => {
    const shown = miniatureContent(sceneOf({}, [testNode('c', 5000, 0)]))!;
    expect(shown.bounds.maxX).toBeCloseTo(5050, 0);
    const hidden = miniatureContent(sceneOf({}, [testNode('c', 5000, 0, { visibility: 'hidden' })]))!;
    expect(hidden.bounds.maxX).toBeLessThan(1100);
    expect(hidden.bounds.minX).toBeLessThanOrEqual(-50);
    expect(hidden.bounds.maxY).toBeGreaterThanOrEqual(525);
    expect(hidden.images).toEqual([]);
  });

  it('adds shown background images (not hidden ones) and lists them; null for an empty map', () => {
    const image = (id: string, x: number, visible?: boolean) => ({
      id,
      url: `https://cdn.example/${id}.png`,
      bounds: { x, y: -800, width: 400, height: 300 },
      ...(visible === undefined ? {} : { visible }),
    });
    const content = miniatureContent(
      sceneOf({ backgroundImages: [image('left', -2000), image('off', 8000, false)] }),
    )!;
    expect(content.bounds.minX).toBe(-2000);
    expect(content.bounds.minY).toBe(-800);
    expect(content.bounds.maxX).toBeLessThan(1100);
    expect(content.images.map((i) => i.id)).toEqual(['left']);
    const empty = new MapScene();
    empty.load(
      MapState.fromDocument({
        nodes: [],
        edges: [],
        version: 0,
        htmlContent: '',
        canvas: {},
        settings: null,
      }),
    );
    expect(miniatureContent(empty)).toBeNull();
  });
});

describe('miniatureFrame', () => {
  it('fits the content with padding, centred, and shows a box of the picture aspect', () => {
    const frame = miniatureFrame({ minX: 0, minY: 0, maxX: 1000, maxY: 100 }, 208, 108);
    // 1000 units across 200 px: 0.2 px per unit; the height follows the picture.
    expect(frame.scale).toBeCloseTo((208 - 2 * MINIATURE_PADDING_PX) / 1000);
    expect(frame.bounds.minX).toBeCloseTo(-MINIATURE_PADDING_PX / frame.scale);
    expect(frame.bounds.maxX).toBeCloseTo(1000 + MINIATURE_PADDING_PX / frame.scale);
    expect((frame.bounds.maxY - frame.bounds.minY) * frame.scale).toBeCloseTo(108);
    expect((frame.bounds.minY + frame.bounds.maxY) / 2).toBeCloseTo(50);
  });
});

describe('miniatureSize', () => {
  it('takes whole px and refuses nonsense, naming the field', () => {
    expect(miniatureSize({ width: 240.4, height: 160 })).toEqual({ width: 240, height: 160 });
    expect(() => miniatureSize({ width: 0, height: 10 })).toThrow(/width must be a number from 1 to 1024/);
    expect(() => miniatureSize({ width: 10, height: Number.NaN })).toThrow(/height/);
    expect(() => miniatureSize({ width: 5000, height: 10 })).toThrow(/width/);
  });
});

describe('faintBackground', () => {
  it('fades the canvas colour toward white; white when there is none', () => {
    expect(faintBackground(undefined)).toBe(0xffffff);
    expect(faintBackground('#000000')).toBe(0x999999);
    // A transparent canvas colour is no colour.
    expect(faintBackground('rgba(0, 0, 0, 0)')).toBe(0xffffff);
  });
});
