import { createTransaction } from '@mapa/model';
import { EngineCore } from '../../EngineCore';
import { testNode, testState } from '../../testing/testMap';
import { headlessShell, pointerAt } from '../../testing/headlessShell';
import { snapToGrid } from './snapping';

function setup() {
  const state = testState([testNode('a', 0, 0), testNode('b', 300, 200)]);
  const { core } = headlessShell(state);
  return { core, state };
}

const p = pointerAt;

function drag(core: EngineCore, from: [number, number], to: [number, number]): void {
  core.down(p(...from));
  core.move(p((from[0] + to[0]) / 2, (from[1] + to[1]) / 2));
  core.move(p(...to));
  core.up(p(...to));
}

describe('grid snap and guides', () => {
  it('rounds to the 90 grid', () => {
    expect([0, 44, 46, -46, 181].map((v) => snapToGrid(v))).toEqual([0, 0, 90, -90, 180]);
  });

  it('with the grid on, a dragged node lands on a grid point', () => {
    const { core, state } = setup();
    core.setGrid(true);
    drag(core, [0, 0], [100, 37]);
    expect(state.getNode('a')!.position).toEqual({ x: 90, y: 0 });
  });

  it('with the grid off, a drag within 10 px of another centre aligns with it and shows the guide', () => {
    const { core, state } = setup();
    core.down(p(0, 0));
    core.move(p(150, 80));
    core.move(p(294, 120));
    expect(core.ctx.overlay.guides).toEqual({ x: 300, y: null });
    core.up(p(294, 120));
    expect(state.getNode('a')!.position).toEqual({ x: 300, y: 120 });
    expect(core.ctx.overlay.guides).toBeNull();
    drag(core, [300, 120], [100, 150]);
    expect(state.getNode('a')!.position).toEqual({ x: 100, y: 150 });
  });
});

describe('a drag keeps edits that land while it runs', () => {
  it('a content commit during the drag survives the drop', () => {
    const { core, state } = setup();
    core.down(p(0, 0));
    core.move(p(40, 40));
    const node = state.getNode('a')!;
    const tx = createTransaction('node.content.updated', [
      {
        type: 'node.update',
        id: 'a',
        from: node,
        to: { ...node, data: { ...node.data, description: '<p>typed</p>' } },
      },
    ]);
    state.apply(tx);
    core.apply(tx);
    core.up(p(60, 50));
    expect(state.getNode('a')!.data.description).toBe('<p>typed</p>');
    expect(state.getNode('a')!.position).toEqual({ x: 60, y: 50 });
  });
});
