import { autorun } from 'mobx';
import { createTransaction, emptyDocument, updateImageOps, type SupportImage } from '@mapa/model';
import { DocumentStore } from '../../stores/DocumentStore';
import { imageLayersOf } from './imageLayersOf';

const image = (id: string, visible = true): SupportImage => ({
  id,
  url: `/api/images/m/${id}.png`,
  bounds: { x: 0, y: 0, width: 10, height: 10 },
  visible,
});

describe('imageLayersOf', () => {
  it('follows edits, undo and a replaced document, and counts the hidden images', () => {
    const doc = new DocumentStore({
      ...emptyDocument(),
      canvas: { backgroundImages: [image('a'), image('b', false)] },
    });
    const layers = imageLayersOf({ doc });
    expect(imageLayersOf({ doc })).toBe(layers);
    const seen: number[] = [];
    const stop = autorun(() => seen.push(layers.hiddenCount));
    doc.apply(createTransaction('canvas.updated', updateImageOps(doc.state, 'a', { visible: false })));
    expect(layers.images.map((i) => i.visible)).toEqual([false, false]);
    doc.undo();
    doc.replaceDocument({ ...emptyDocument(), canvas: { backgroundImages: [] } });
    expect(layers.images).toEqual([]);
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
  });
});
