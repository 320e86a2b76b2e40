import { createTransaction, type SupportImage } from '@mapa/model';
import { testNode, testState } from '../../testing/testMap';
import { headlessShell, pointerAt } from '../../testing/headlessShell';
import { imageAt, isVideo, resizedBounds } from './supportImages';

const image = (id: string, x: number, y: number, extra: Partial<SupportImage> = {}): SupportImage => ({
  id,
  url: `/api/images/map/${id}.png`,
  bounds: { x, y, width: 200, height: 100 },
  ...extra,
});

function setup(images: SupportImage[]) {
  const state = testState([testNode('n', 500, 500)]);
  state.apply(
    createTransaction(
      'image.added',
      images.map((img, index) => ({ type: 'image.add' as const, image: img, index })),
    ),
  );
  const { core, proposed } = headlessShell(state);
  const selected: (string | null)[] = [];
  core.emitter.on('imageselectionchange', ({ id }) => selected.push(id));
  return { core, state, proposed, selected };
}

const p = pointerAt;

describe('support images in the select tool', () => {
  it('a press selects the topmost unlocked image and a drag moves it as one element.drag', () => {
    const { core, state, proposed, selected } = setup([image('low', 0, 0), image('top', 50, 50)]);
    core.down(p(100, 80));
    core.move(p(130, 100));
    core.up(p(160, 120));
    expect(selected).toEqual(['top']);
    expect(proposed.map((tx) => tx.label)).toEqual(['element.drag']);
    expect(state.canvas!.backgroundImages![1].bounds).toMatchObject({
      x: 110,
      y: 90,
      width: 200,
      height: 100,
    });
    expect(core.ctx.overlay.imagePreview).toBeNull();
  });

  it('resizes from a corner handle, never below twice the handle size', () => {
    const { core, state } = setup([image('a', 0, 0)]);
    core.down(p(50, 50));
    core.up(p(50, 50));
    core.down(p(200, 100)); // the south-east handle
    core.move(p(-500, -500));
    core.up(p(-500, -500));
    expect(state.canvas!.backgroundImages![0].bounds).toMatchObject({ x: 0, y: 0, width: 20, height: 20 });
    core.down(p(20, 20));
    core.up(p(300, 160));
    expect(state.canvas!.backgroundImages![0].bounds).toMatchObject({ width: 300, height: 160 });
  });

  it('locked and hidden images are not selectable; locking the selected one deselects it', () => {
    const { core, state, selected } = setup([image('locked', 0, 0, { locked: true }), image('free', 300, 0)]);
    core.down(p(50, 50));
    core.up(p(50, 50));
    expect(core.getSelectedImage()).toBeNull();
    expect(core.ctx.hitTest(p(50, 50))).toEqual({ kind: 'image', id: 'locked' });
    core.down(p(350, 50));
    core.up(p(350, 50));
    expect(core.getSelectedImage()).toBe('free');
    const from = state.canvas!.backgroundImages![1];
    const tx = createTransaction('image.locked', [
      { type: 'image.update', id: 'free', from, to: { ...from, locked: true } },
    ]);
    state.apply(tx);
    core.apply(tx);
    expect(core.getSelectedImage()).toBeNull();
    expect(selected).toEqual(['free', null]);
  });

  it('selecting a node deselects the image; selecting an image clears the node selection', () => {
    const { core } = setup([image('a', 0, 0)]);
    core.select({ nodes: ['n'] });
    core.selectImage('a');
    expect(core.selection.snapshot()).toEqual({ nodes: [], edges: [] });
    core.select({ nodes: ['n'] });
    expect(core.getSelectedImage()).toBeNull();
  });

  it('geometry helpers', () => {
    expect(isVideo({ url: '/api/images/m/clip.webm' })).toBe(true);
    expect(isVideo({ url: 'https://x/y.png?v=1.mp4' })).toBe(false);
    expect(imageAt([image('a', 0, 0, { visible: false })], { x: 10, y: 10 }, false)).toBeNull();
    expect(resizedBounds(image('a', 0, 0), 'nw', { x: 150, y: -20 }, 20)).toEqual({
      x: 150,
      y: -20,
      width: 50,
      height: 120,
    });
  });
});
