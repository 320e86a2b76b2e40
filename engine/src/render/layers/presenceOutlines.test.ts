import { testEdge, testNode, testState } from '../../testing/testMap';
import { MapScene } from '../../scene/MapScene';
import type { RemotePresence } from '../../api';
import { peerOutlines } from './presenceOutlines';

const peer = (id: string, selection: string[]): RemotePresence => ({
  id,
  name: id,
  color: '#c2185b',
  selection,
  pointer: null,
});
const drawn = (scene: MapScene, peers: RemotePresence[]) =>
  peerOutlines(scene, peers).map(({ peer: p, nodes }) => [p.id, nodes]);

describe('peerOutlines (what the presence layer draws around)', () => {
  const scene = new MapScene();
  scene.load(
    testState(
      [testNode('a', 0, 0), testNode('b', 600, 0), testNode('c', 1200, 0)],
      [testEdge('e', 'a', 'b')],
    ),
  );

  it("outlines each peer's selected nodes the map has, in order, and leaves out peers with none", () => {
    expect(
      drawn(scene, [peer('ana', ['c', 'missing', 'a', 'e']), peer('bruno', ['b']), peer('clara', [])]),
    ).toEqual([
      ['ana', ['c', 'a']],
      ['bruno', ['b']],
    ]);
  });

  it('skips nodes the view does not show', () => {
    scene.setViewFilter(['a']);
    expect(drawn(scene, [peer('ana', ['a', 'b'])])).toEqual([['ana', ['a']]]);
    scene.setViewFilter(null);
    expect(drawn(scene, [peer('ana', ['a', 'b'])])).toEqual([['ana', ['a', 'b']]]);
  });
});
