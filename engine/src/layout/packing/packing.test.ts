import { layoutWorkerApi } from '../layoutWorkerApi';
import { runLayout } from '../runLayout';
import { mapOf } from '../testing/mapOf';
import { smallTree, at } from '../testing/smallTree';
import { packLayoutInput } from './packLayoutInput';
import { packStrings, unpackStrings } from './packedLayout';
import { unpackLayoutInput } from './unpackLayoutInput';

describe('packed layout requests and results', () => {
  it('packs strings into one and back, keeping a list when a string holds the separator', () => {
    expect(unpackStrings(packStrings(['a', '', 'b c']))).toEqual(['a', '', 'b c']);
    expect(unpackStrings(packStrings([]))).toEqual([]);
    expect(packStrings(['x\u0000y', 'z'])).toEqual(['x\u0000y', 'z']);
    expect(unpackStrings(packStrings(['x\u0000y', 'z']))).toEqual(['x\u0000y', 'z']);
  });

  it('round-trips a map: sizes, labels, sides, centres and edges between known nodes', async () => {
    const input = smallTree(
      { root: ['a', 'b'], a: ['a1'] },
      { a: { mmSide: 'left', width: 180, label: 'Alpha' }, b: { position: { x: 5, y: -7 } } },
    );
    const state = mapOf(input);
    const {
      input: packed,
      nodeIds,
      edgeIds,
    } = await packLayoutInput(state, { rootId: 'root', viewportWidth: 700 });
    const back = unpackLayoutInput(packed);
    expect(nodeIds).toEqual(['root', 'a', 'b', 'a1']);
    expect(edgeIds).toEqual(['root->a', 'root->b', 'a->a1']);
    expect(back.nodes).toEqual(input.nodes);
    expect(back.edges).toEqual(input.edges);
    expect(back).toMatchObject({ rootId: 'root', viewportWidth: 700 });
  });

  it('answers in request order with each distinct node patch once', async () => {
    const input = smallTree({ root: ['a', 'b', 'c'], a: ['a1', 'a2'], b: ['b1'] });
    const { input: packed, nodeIds } = await packLayoutInput(mapOf(input));
    const plain = await runLayout('StandardMindMapTemplate', input);
    const result = await layoutWorkerApi.run('StandardMindMapTemplate', packed);
    nodeIds.forEach((id, i) => {
      expect({ x: result.xy[2 * i], y: result.xy[2 * i + 1] }).toEqual(at(plain, id));
      expect(result.nodePatch[i] < 0 ? undefined : result.nodePatches[result.nodePatch[i]]).toEqual(
        plain.nodePatches[id],
      );
    });
    // Three branches on two sides: two distinct patches, not one object per node.
    expect(result.nodePatches).toHaveLength(2);
  });

  it('sizes each node as it is drawn under the template laid out: by its place, the template presenting it', async () => {
    const input = smallTree({ root: ['a'], a: ['a1'] }, { a1: { width: 333, height: 77 } });
    const state = mapOf(input);
    const sizes = async (templateName?: string) => {
      const { input: packed } = await packLayoutInput(state, { templateName, viewportWidth: 700 });
      return Array.from(packed.sizes);
    };
    // Each node's own size without a template that presents sizes.
    expect(await sizes('Tree LR')).toEqual([100, 50, 100, 50, 333, 77]);
    // The org chart's boxes, flashcards for a 700 px window, the radial map's sizes by depth.
    expect(await sizes('OrganogramTemplate')).toEqual([80, 80, 80, 80, 80, 80]);
    expect(await sizes('FlashCardsTemplate')).toEqual([300, 200, 300, 200, 300, 200]);
    expect(await sizes('BuzanTemplate')).toEqual([220, 220, 180, 180, 140, 140]);
  });
});
