import { createTransaction, updateSettingsOps, type MapState } from '@mapa/model';
import { EngineCore } from '../EngineCore';
import { layoutInThread } from './layoutInThread';
import { LayoutAnimator, MAX_ANIMATED_NODES, MAX_FRAME_MS } from './LayoutAnimator';
import { generateTree } from './testing/generateTree';
import { mapOf } from './testing/mapOf';

/** The headless engine over `state`, with a clock the test moves. */
function engineOver(state: MapState, reducedMotion = false) {
  const clock = { now: 0 };
  const core = new EngineCore({
    invalidate: () => undefined,
    now: () => clock.now,
    reducedMotion: () => reducedMotion,
  });
  core.camera.setSize(1280, 800);
  core.load(state);
  return { core, clock };
}

/** Where the scene's index has node `id`: the centre of its box. */
function indexedCentre(core: EngineCore, id: string) {
  const box = core.scene.nodeIndex.get(id)!;
  return { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
}

async function layOut(state: MapState, name: string) {
  const tx = (await layoutInThread(state, name))!;
  state.apply(tx);
  return tx;
}

describe('LayoutAnimator', () => {
  it('animates a small layout from the old positions to the new over the template duration', async () => {
    const state = mapOf(generateTree(30, 3));
    const { core, clock } = engineOver(state);
    const before = core.scene.node('n5')!.position;
    const tx = await layOut(state, 'Tree TD');
    core.apply(tx);
    const target = state.getNode('n5')!.position;
    expect(core.scene.node('n5')!.position).toEqual(before);
    clock.now = 400; // 'Tree TD' animates for 800 to 1000 ms
    expect(core.stepAnimation(clock.now)).toBe(true);
    const midway = core.scene.node('n5')!.position;
    expect(midway).not.toEqual(before);
    expect(midway).not.toEqual(target);
    clock.now = 1000;
    expect(core.stepAnimation(clock.now)).toBe(false);
    expect(core.scene.node('n5')).toBe(state.getNode('n5'));
    expect(indexedCentre(core, 'n5').x).toBeCloseTo(target.x);
  });

  it('a fit during the animation frames where the layout puts the nodes, not a frame of the animation', async () => {
    const state = mapOf(generateTree(30, 3));
    const { core, clock } = engineOver(state);
    const tx = await layOut(state, 'Tree LR');
    core.apply(tx);
    clock.now = 100;
    core.stepAnimation(clock.now);
    expect(core.scene.node('n5')).not.toBe(state.getNode('n5'));
    core.fit();
    expect(core.scene.node('n5')).toBe(state.getNode('n5'));
    const whole = new EngineCore({ invalidate: () => undefined });
    whole.camera.setSize(1280, 800);
    whole.load(state);
    whole.fit();
    expect(core.getViewport()).toEqual(whole.getViewport());
  });

  it('with reduced motion, a small layout jumps into place and the camera jumps to a focused node', async () => {
    const state = mapOf(generateTree(30, 3));
    const { core, clock } = engineOver(state, true);
    const tx = await layOut(state, 'Tree TD');
    core.apply(tx);
    expect(core.scene.node('n5')!.position).toEqual(state.getNode('n5')!.position);
    expect(core.stepAnimation(clock.now)).toBe(false);
    core.focusNode('n5', 1);
    clock.now = 1; // the next frame
    core.stepAnimation(clock.now);
    expect(core.camera.center).toEqual(state.getNode('n5')!.position);
  });

  it('lets a big layout jump into place, handing it to the scene in slices until every node is indexed', async () => {
    const state = mapOf(generateTree(MAX_ANIMATED_NODES * 4, 5));
    const { core, clock } = engineOver(state);
    const tx = await layOut(state, 'Tree LR');
    core.apply(tx);
    // No animation: the scene shows the state's records, no preview.
    expect(core.scene.node('n9')).toBe(state.getNode('n9'));
    let frames = 0;
    while (core.stepAnimation(++clock.now)) frames++;
    expect(frames).toBeLessThan(1000);
    for (const id of ['n0', 'n1', 'n1234', `n${MAX_ANIMATED_NODES * 4 - 1}`]) {
      const { x, y } = state.getNode(id)!.position;
      expect(indexedCentre(core, id).x).toBeCloseTo(x);
      expect(indexedCentre(core, id).y).toBeCloseTo(y);
    }
  });

  it('does not reload the scene for settings only layouts read', () => {
    const state = mapOf(generateTree(20, 1));
    const { core } = engineOver(state);
    const reload = jest.spyOn(core.scene, 'load');
    const change = (settings: Parameters<typeof updateSettingsOps>[1]) => {
      const tx = createTransaction('templateEngine.applied', updateSettingsOps(state, settings));
      state.apply(tx);
      core.apply(tx);
    };
    // A horizontal tree presents its branches along its axis: the scene is restyled once.
    change({ templateEngine: 'Tree LR' });
    expect(reload).toHaveBeenCalledTimes(1);
    // The two-sided mind map presents the map as Tree LR does; templateApplied is bookkeeping.
    change({ templateEngine: 'StandardMindMapTemplate', templateApplied: false });
    expect(reload).toHaveBeenCalledTimes(1);
    change({ defaultNodeShape: 'ellipse' });
    expect(reload).toHaveBeenCalledTimes(2);
    // The org chart presents nodes 80 × 80: restyled.
    change({ templateEngine: 'OrganogramTemplate' });
    expect(reload).toHaveBeenCalledTimes(3);
    expect(core.scene.nodeStyle('n1')).toMatchObject({ width: 80, height: 80, sizedByTemplate: true });
  });

  it('jumps to the end when an animation frame costs more than MAX_FRAME_MS', async () => {
    const state = mapOf(generateTree(30, 3));
    const { core } = engineOver(state);
    let costly = 0;
    const animator = new LayoutAnimator(core.scene, () => (costly += MAX_FRAME_MS + 1));
    const tx = await layOut(state, 'Tree TD');
    core.scene.applyOps(tx.ops);
    animator.start(tx, 0);
    expect(animator.step(100)).toBe(false);
    expect(core.scene.node('n5')).toBe(state.getNode('n5'));
  });
});
