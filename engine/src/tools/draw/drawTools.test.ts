import { createTransaction, type Point } from '@mapa/model';
import { testNode, testState } from '../../testing/testMap';
import { headlessShell, pointerAt } from '../../testing/headlessShell';
import { eraseAt, pathTouches, simplifyStroke } from './drawingGeometry';

/** A headless engine on a real MapState whose shell applies every proposed transaction. */
function setup() {
  const state = testState([testNode('a', 0, 0)]);
  const { core, proposed } = headlessShell(state);
  const texts: Point[] = [];
  core.emitter.on('textrequest', ({ graph }) => texts.push(graph));
  return { core, state, proposed, texts };
}

const p = pointerAt;

describe('drawing tools', () => {
  it('draw: one stroke in graph coordinates with the toolbar style, one drawing.updated', () => {
    const { core, state, proposed } = setup();
    core.setTool('draw');
    core.setDrawingStyle({ strokeWidth: 7, strokeColor: '#ff0000' });
    core.down(p(-100, -100));
    core.move(p(-50, -80));
    expect(core.ctx.overlay.drawing?.paths).toHaveLength(1);
    core.move(p(0, -60));
    core.up(p(50, -40));
    expect(proposed.map((tx) => tx.label)).toEqual(['drawing.updated']);
    const [path] = state.canvas!.drawingData!.paths;
    expect(path).toMatchObject({ strokeWidth: 7, strokeColor: '#ff0000', coordSpace: 'graph' });
    expect(path.points[0]).toEqual({ x: -100, y: -100 });
    expect(path.points.at(-1)).toEqual({ x: 50, y: -40 });
    expect(core.ctx.overlay.drawing).toBeNull();
  });

  it('draw: dragging over a node neither moves it nor pans; the wheel does not zoom', () => {
    const { core, state } = setup();
    core.setTool('draw');
    const before = core.getViewport();
    core.down(p(0, 0));
    core.up(p(80, 0));
    core.wheel({ x: 400, y: 300 }, -500, 0);
    expect(state.getNode('a')!.position).toEqual({ x: 0, y: 0 });
    expect(core.getViewport()).toEqual(before);
    expect(core.selection.isEmpty).toBe(true);
  });

  it('clamps the style to stroke 1–20 and eraser 5–50', () => {
    const { core } = setup();
    core.setDrawingStyle({ strokeWidth: 99, eraserSize: 1 });
    expect(core.ctx.drawingStyle).toMatchObject({ strokeWidth: 20, eraserSize: 5 });
  });

  it('erase: removes the strokes and texts it touches as one transaction, and nothing when it misses', () => {
    const { core, state, proposed } = setup();
    state.apply(
      createTransaction('drawing.updated', [
        {
          type: 'drawing.update',
          to: {
            paths: [
              {
                points: [
                  { x: 0, y: 100 },
                  { x: 200, y: 100 },
                ],
                strokeWidth: 2,
                strokeColor: '#000',
                coordSpace: 'graph',
              },
              {
                points: [
                  { x: 0, y: -200 },
                  { x: 200, y: -200 },
                ],
                strokeWidth: 2,
                strokeColor: '#000',
                coordSpace: 'graph',
              },
            ],
            texts: [{ x: 300, y: 300, text: 'note', fontSize: 16, color: '#000' }],
          },
        },
      ]),
    );
    core.load(state);
    core.panTo({ x: 0, y: 0 });
    core.zoomTo(1);
    core.setTool('erase');
    core.setDrawingStyle({ eraserSize: 20 });
    core.down(p(100, 0));
    core.up(p(100, 20));
    expect(proposed).toHaveLength(0);
    core.down(p(100, 95));
    core.move(p(305, 305));
    core.up(p(305, 305));
    expect(proposed).toHaveLength(1);
    expect(state.canvas!.drawingData!.paths).toHaveLength(1);
    expect(state.canvas!.drawingData!.paths[0].points[0].y).toBe(-200);
    expect(state.canvas!.drawingData!.texts).toEqual([]);
  });

  it('text: a click asks the shell for text at that graph point; a drag does not', () => {
    const { core, texts } = setup();
    core.setTool('text');
    core.down(p(10, 20));
    core.up(p(10, 20));
    core.down(p(10, 20));
    core.move(p(60, 20));
    core.up(p(60, 20));
    expect(texts).toEqual([{ x: 10, y: 20 }]);
  });

  it('geometry: touching, erasing and thinning strokes', () => {
    const path = {
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      strokeWidth: 4,
      strokeColor: '#000',
    };
    expect(pathTouches(path, { x: 5, y: 6 }, 4)).toBe(true);
    expect(pathTouches(path, { x: 5, y: 7 }, 4)).toBe(false);
    const data = { paths: [path], texts: [] };
    expect(eraseAt(data, { x: 50, y: 50 }, 2)).toBe(data);
    expect(
      simplifyStroke(
        [
          { x: 0, y: 0 },
          { x: 0.1, y: 0 },
          { x: 5, y: 0 },
          { x: 5.1, y: 0 },
        ],
        1,
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 5.1, y: 0 },
    ]);
  });
});
