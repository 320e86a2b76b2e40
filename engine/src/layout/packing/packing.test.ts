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

  it('answers in request order with each distinct style once', async () => {
    const input = smallTree({ root: ['a', 'b'], a: ['a1', 'a2'], b: ['b1'] });
    const { input: packed, nodeIds, edgeIds } = await packLayoutInput(mapOf(input));
    const plain = await runLayout('Tree LR', input);
    const result = await layoutWorkerApi.run('Tree LR', packed);
    nodeIds.forEach((id, i) => {
      expect({ x: result.xy[2 * i], y: result.xy[2 * i + 1] }).toEqual(at(plain, id));
      expect(result.nodeStyles[result.nodeStyle[i]]).toEqual(plain.nodeStyles[id]);
    });
    edgeIds.forEach((id, k) => expect(result.edgeStyles[result.edgeStyle[k]]).toEqual(plain.edgeStyles[id]));
    // Tree LR colours by branch: the two branches' styles and the root's, not one object per node.
    expect(result.nodeStyles.length).toBeLessThan(nodeIds.length);
  });
});
