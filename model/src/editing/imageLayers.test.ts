import { MapState } from '../state/MapState';
import { emptyDocument } from '../defaults/emptyDocument';
import { createTransaction, invertTransaction } from '../ops/transaction';
import type { SupportImage } from '../schema/canvas';
import {
  hiddenImages,
  imageDisplayName,
  imageGraphBox,
  imagesVisibleOps,
  moveImageLayerOps,
} from './imageLayers';

const image = (id: string, extra: Partial<SupportImage> = {}): SupportImage => ({
  id,
  name: `${id}.png`,
  url: `/api/images/m/${id}.png`,
  bounds: { x: 10, y: 20, width: 300, height: 200 },
  locked: false,
  visible: true,
  ...extra,
});

const mapWith = (...images: SupportImage[]) =>
  MapState.fromDocument({ ...emptyDocument(), canvas: { backgroundImages: images } });

describe('image layers', () => {
  it('lists the hidden images back to front', () => {
    const state = mapWith(image('a', { visible: false }), image('b'), image('c', { visible: false }));
    expect(hiddenImages(state).map((i) => i.id)).toEqual(['a', 'c']);
    expect(hiddenImages(mapWith())).toEqual([]);
  });

  it('shows hidden images in one undoable transaction, skipping those shown and unknown ids', () => {
    const state = mapWith(image('a', { visible: false }), image('b'), image('c', { visible: false }));
    const ops = imagesVisibleOps(state, ['a', 'b', 'c', 'gone', 'a'], true);
    expect(ops.map((op) => op.type)).toEqual(['image.update', 'image.update']);
    const tx = createTransaction('canvas.updated', ops);
    state.apply(tx);
    expect(hiddenImages(state)).toEqual([]);
    // The rest of each record is kept, and undoing hides them again.
    expect(state.canvas?.backgroundImages?.[0]).toEqual(image('a', { visible: true }));
    state.apply(invertTransaction(tx));
    expect(hiddenImages(state).map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('hides images the same way, and changes nothing twice', () => {
    const state = mapWith(image('a'), image('b', { visible: false }));
    expect(imagesVisibleOps(state, ['b'], false)).toEqual([]);
    state.apply(createTransaction('canvas.updated', imagesVisibleOps(state, ['a'], false)));
    expect(hiddenImages(state).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('moves an image one layer towards the front or back, not past either end', () => {
    const state = mapWith(image('a'), image('b'), image('c'));
    expect(moveImageLayerOps(state, 'c', 'up')).toEqual([]);
    expect(moveImageLayerOps(state, 'a', 'down')).toEqual([]);
    state.apply(createTransaction('canvas.updated', moveImageLayerOps(state, 'a', 'up')));
    expect(state.canvas?.backgroundImages?.map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('names an image by its name, else the end of its address, else its type', () => {
    expect(imageDisplayName({ name: ' Beach.jpg ', url: '/x/y.png' })).toBe('Beach.jpg');
    expect(imageDisplayName({ url: '/api/images/m/sea%20view.png?v=2' })).toBe('sea view.png');
    expect(imageDisplayName({ url: '/api/images/m/bad%E0.png' })).toBe('bad%E0.png');
    expect(imageDisplayName({ name: '', url: 'data:image/png;base64,AAAA' })).toBe('image/png');
  });

  it('reads the box from width/height or w/h', () => {
    expect(imageGraphBox(image('a'))).toEqual({ minX: 10, minY: 20, maxX: 310, maxY: 220 });
    expect(imageGraphBox(image('b', { bounds: { x: -5, y: 0, w: 50, h: 40 } }))).toEqual({
      minX: -5,
      minY: 0,
      maxX: 45,
      maxY: 40,
    });
  });
});
