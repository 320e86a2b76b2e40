import {
  createTransaction,
  toggleCollapseOps,
  updateSettingsOps,
  type MapState,
  type Point,
  type Transaction,
} from '@mapa/model';
import { EngineCore } from '../../EngineCore';
import { testEdge, testNode, testState } from '../../testing/testMap';
import { badgeAt } from '../../scene/CollapseBadges';

/** A headless engine over p (100 × 50 at the origin) with two children on its right, collapsed. */
function setup(readOnly = false) {
  const state: MapState = testState(
    [testNode('p', 0, 0), testNode('c1', 300, -50), testNode('c2', 300, 50)],
    [testEdge('p>c1', 'p', 'c1'), testEdge('p>c2', 'p', 'c2')],
  );
  state.apply(createTransaction('node.expandCollapse', toggleCollapseOps(state, 'p')!.ops));
  const core = new EngineCore({ readOnly, invalidate: () => {}, now: () => 0 });
  core.camera.setSize(800, 600);
  core.load(state);
  core.panTo({ x: 0, y: 0 });
  core.zoomTo(1);
  const proposed: Transaction[] = [];
  core.emitter.on('transaction', (tx) => {
    proposed.push(tx);
    state.apply(tx);
    core.apply(tx);
  });
  return { core, state, proposed };
}

const at = (x: number, y: number): Point => ({ x: x + 400, y: y + 300 });

function click(core: EngineCore, screen: Point): void {
  const p = { screen, graph: core.toGraph(screen), shiftKey: false, button: 0 };
  core.down(p);
  core.up(p);
}

describe("a collapsed node's '+N' badge", () => {
  it('counts the hidden descendants and sits at the side its children are on', () => {
    const { core } = setup();
    const badge = badgeAt(core.scene, 'p')!;
    expect(badge).toMatchObject({ count: 2, text: '+2', y: 0 });
    // Just right of p's border (x 50): the children lie to the right.
    expect(badge.x - badge.width / 2).toBeGreaterThan(50);
    expect(badge.x - badge.width / 2).toBeLessThan(60);
  });

  it('expands the node when pressed, as the shell collapse action does, and selects nothing', () => {
    const { core, state, proposed } = setup();
    const badge = badgeAt(core.scene, 'p')!;
    click(core, at(badge.x, badge.y));
    expect(proposed.map((tx) => tx.label)).toEqual(['node.expandCollapse']);
    expect(state.getNode('p')!.data.collapsed).toBe(false);
    expect(state.getNode('c1')!.data.visibility).toBe('visible');
    expect(core.selection.isEmpty).toBe(true);
    expect(badgeAt(core.scene, 'p')).toBeNull();
  });

  it('is not hit when too small to read, nor changes a read-only map', () => {
    const far = setup();
    far.core.zoomTo(0.2);
    const badge = badgeAt(far.core.scene, 'p')!;
    click(far.core, far.core.camera.graphToScreen({ x: badge.x, y: badge.y }));
    expect(far.proposed).toEqual([]);
    const reader = setup(true);
    click(reader.core, at(badge.x, badge.y));
    expect(reader.proposed).toEqual([]);
    expect(reader.state.getNode('p')!.data.collapsed).toBe(true);
  });
});

describe('resize handles', () => {
  it('are hidden while the template fixes the node size, shown again without a template', () => {
    const { core, state } = setup();
    click(core, at(300, -50));
    expect(core.showsHandles()).toBe(false); // c1 is hidden: nothing selected
    const change = (templateEngine: string) => {
      const tx = createTransaction('templateEngine.applied', updateSettingsOps(state, { templateEngine }));
      state.apply(tx);
      core.apply(tx);
    };
    core.select({ nodes: ['p'] });
    expect(core.showsHandles()).toBe(true);
    change('OrganogramTemplate');
    expect(core.scene.nodeStyle('p')).toMatchObject({ width: 80, height: 80, sizedByTemplate: true });
    expect(core.showsHandles()).toBe(false);
    change('No Template');
    expect(core.scene.nodeStyle('p')).toMatchObject({ width: 100, height: 50, sizedByTemplate: false });
    expect(core.showsHandles()).toBe(true);
  });
});
