import { MapState } from '../../state/MapState';
import { createTransaction } from '../transaction';
import { createNode } from '../../defaults/createNode';
import { emptyDocument } from '../../defaults/emptyDocument';
import {
  ensureCanvasOps,
  ensureSettingsOps,
  setDrawingOps,
  setHtmlContentOps,
  updateCanvasOps,
  updateSettingsOps,
} from './documentOps';
import { bringToFrontOps, sendToBackOps } from './orderOps';
import { addImageOps, removeImagesOps, updateImageOps } from './imageOps';

function bare(): MapState {
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: ['a', 'b', 'c'].map((id) => createNode({ id, position: { x: 0, y: 0 } })),
  });
}
const run = (s: MapState, ops: ReturnType<typeof ensureCanvasOps>) =>
  s.apply(createTransaction('canvas.updated', ops));

describe('document, canvas, settings, order and image op builders', () => {
  it('setHtmlContentOps sets the description and skips no-ops', () => {
    const s = bare();
    run(s, setHtmlContentOps(s, '<p>hi</p>'));
    expect(s.htmlContent).toBe('<p>hi</p>');
    expect(setHtmlContentOps(s, '<p>hi</p>')).toEqual([]);
  });

  it('ensureCanvasOps gives a canvas holding the current z-order, once', () => {
    const s = bare();
    run(s, ensureCanvasOps(s));
    expect(s.toDocument().canvas).toEqual({ nodesOrder: ['a', 'b', 'c'], backgroundImages: [] });
    expect(ensureCanvasOps(s)).toEqual([]);
  });

  it('ensureSettingsOps and updateSettingsOps create settings with BaseTemplate, then set keys', () => {
    const s = bare();
    expect(ensureSettingsOps(s)).toHaveLength(1);
    run(s, updateSettingsOps(s, { defaultNodeColor: 'red', templateEngine: 'BaseTemplate' }));
    expect(s.settings).toEqual({ templateEngine: 'BaseTemplate', defaultNodeColor: 'red' });
    run(s, updateSettingsOps(s, { defaultNodeColor: undefined }));
    expect(s.settings).toEqual({ templateEngine: 'BaseTemplate' });
    expect(updateSettingsOps(s, {})).toEqual([]);
  });

  it('updateCanvasOps sets and removes keys and refuses reserved ones', () => {
    const s = bare();
    run(s, updateCanvasOps(s, { backgroundColor: '#fff', zoom: 2 }));
    expect(s.canvas).toMatchObject({ backgroundColor: '#fff', zoom: 2 });
    run(s, updateCanvasOps(s, { zoom: undefined }));
    expect('zoom' in s.canvas!).toBe(false);
    expect(() => updateCanvasOps(s, { nodesOrder: [] })).toThrow(/nodesOrder/);
  });

  it('setDrawingOps replaces the drawings', () => {
    const s = bare();
    const drawing = {
      paths: [{ points: [{ x: 1, y: 1 }], strokeWidth: 3, strokeColor: '#000000' }],
      texts: [],
    };
    run(s, setDrawingOps(s, drawing));
    expect(s.canvas?.drawingData).toEqual(drawing);
    expect(setDrawingOps(s, drawing)).toEqual([]);
  });

  it('bring to front and send to back move the id to the end and start of nodesOrder (spec §4.4)', () => {
    const s = bare();
    run(s, bringToFrontOps(s, 'a'));
    expect(s.nodesOrder()).toEqual(['b', 'c', 'a']);
    run(s, sendToBackOps(s, 'c'));
    expect(s.nodesOrder()).toEqual(['c', 'b', 'a']);
    expect(sendToBackOps(s, 'c')).toEqual([]);
    expect(bringToFrontOps(s, 'ghost')).toEqual([]);
  });

  it('adds, updates and removes support images by layer', () => {
    const s = bare();
    const image = (id: string) => ({
      id,
      url: `https://x/${id}.png`,
      bounds: { x: 0, y: 0, width: 10, height: 10 },
    });
    run(s, addImageOps(s, image('i1')));
    run(s, addImageOps(s, image('i2')));
    run(s, updateImageOps(s, 'i1', { locked: true }));
    expect(s.canvas?.backgroundImages).toEqual([{ ...image('i1'), locked: true }, image('i2')]);
    const ops = removeImagesOps(s, ['i1', 'i2']);
    expect(ops.map((op) => op.type === 'image.remove' && op.index)).toEqual([1, 0]);
    run(s, ops);
    expect(s.canvas?.backgroundImages).toEqual([]);
  });
});
