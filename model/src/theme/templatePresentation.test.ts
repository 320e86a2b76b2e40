import { presentEdge } from './templatePresentation';

const branch = (depth: number) => ({ hierarchy: true, depth, branch: 0 });

describe('presentEdge for the structures', () => {
  it("draws a timeline's root branches as its spine and ticks, deeper ones growing away from it", () => {
    expect(presentEdge('TimelineTemplate', branch(0))).toEqual({ curve: 'taxi', axis: 'spine' });
    expect(presentEdge('TimelineTemplate', branch(1))).toEqual({ axis: 'vertical' });
  });

  it("draws a fishbone's head branches as the spine and bones, the causes' as ribs, deeper ones leftwards", () => {
    expect(presentEdge('FishboneTemplate', branch(0))).toEqual({ curve: 'taxi', axis: 'bone' });
    expect(presentEdge('FishboneTemplate', branch(1))).toEqual({ curve: 'taxi', axis: 'rib' });
    expect(presentEdge('FishboneTemplate', branch(2))).toEqual({ axis: 'horizontal' });
  });

  it('draws square elbows, braces and indents for the logic chart, the brace map and the tree table', () => {
    expect(presentEdge('LogicChartTemplate', branch(3))).toEqual({ curve: 'taxi', axis: 'horizontal' });
    expect(presentEdge('BraceMapTemplate', branch(0))).toEqual({ curve: 'bezier', axis: 'brace' });
    expect(presentEdge('TreeTableTemplate', branch(0))).toEqual({ curve: 'taxi', axis: 'vertical' });
    expect(presentEdge('TreeTableTemplate', branch(1))).toEqual({ curve: 'taxi', axis: 'indent' });
  });

  it('leaves relationships as they are', () => {
    for (const name of ['TimelineTemplate', 'FishboneTemplate', 'TreeTableTemplate'])
      expect(presentEdge(name, { hierarchy: false, depth: 0, branch: -1 })).toBeNull();
  });
});
