import { mapOf } from '../editing/testMaps';
import { outlineRows } from './outline';

const at = (x: number, y = 0) => ({ x, y });
const shown = (rows: ReturnType<typeof outlineRows>) =>
  rows.map(
    (r) =>
      `${'  '.repeat(r.level - 1)}${r.id} ${r.posInSet}/${r.setSize}${r.hasChildren ? (r.expanded ? ' -' : ' +') : ''}`,
  );

describe('the outline', () => {
  const state = mapOf({ r: at(0), a: at(300), b: at(300, 100), c: at(600), loose: at(0, 400) }, [
    'r>a',
    'r>b',
    'a>c',
    'b>c',
  ]);

  it('lists the roots collapsed, then each expanded page’s children, with ARIA levels and places', () => {
    expect(shown(outlineRows(state, new Set()))).toEqual(['r 1/2 +', 'loose 2/2']);
    expect(shown(outlineRows(state, new Set(['r', 'a', 'b'])))).toEqual([
      'r 1/2 -',
      '  a 1/2 -',
      '    c 1/1',
      '  b 2/2 -',
      '    c 1/1',
      'loose 2/2',
    ]);
    expect(outlineRows(state, new Set(['r']))[1]).toMatchObject({ id: 'a', parentId: 'r', level: 2 });
  });

  it('ends on a cycle: a child already on the path is left out', () => {
    const cyclic = mapOf({ r: at(0), a: at(300), b: at(600) }, ['r>a', 'a>b', 'b>a']);
    expect(shown(outlineRows(cyclic, new Set(['r', 'a', 'b'])))).toEqual([
      'r 1/1 -',
      '  a 1/1 -',
      '    b 1/1',
    ]);
  });

  it('lists a cycle no root reaches from its first node in map order, and what hangs under it', () => {
    // r alone; x ⇄ y with z under y; q ⇄ p fed by y (entered from there, not listed again at the top).
    const cyclic = mapOf(
      { r: at(0), y: at(0, 100), x: at(0, 200), z: at(0, 300), q: at(0, 400), p: at(0, 500) },
      ['y>x', 'x>y', 'y>z', 'y>q', 'q>p', 'p>q'],
    );
    expect(shown(outlineRows(cyclic, new Set(['y', 'x', 'q'])))).toEqual([
      'r 1/2',
      'y 2/2 -',
      '  x 1/3',
      '  z 2/3',
      '  q 3/3 -',
      '    p 1/1',
    ]);
    // A map that is one cycle and nothing else.
    const ring = mapOf({ b: at(0), a: at(100), c: at(200) }, ['a>b', 'b>c', 'c>a']);
    expect(shown(outlineRows(ring, new Set()))).toEqual(['b 1/1 +']);
  });

  it('zoomed into a page lists only what is under it, its children at level 1', () => {
    expect(shown(outlineRows(state, new Set(['a']), ['r']))).toEqual(['a 1/2 -', '  c 1/1', 'b 2/2 +']);
    expect(outlineRows(state, new Set(), ['r'])[0]).toMatchObject({ id: 'a', parentId: 'r', level: 1 });
    expect(shown(outlineRows(state, new Set(), ['r', 'b']))).toEqual(['c 1/1']);
    expect(outlineRows(state, new Set(), ['loose'])).toEqual([]);
    // A child that leads back up the zoom path is left out.
    const cyclic = mapOf({ r: at(0), a: at(300), b: at(600) }, ['r>a', 'a>b', 'b>a']);
    expect(shown(outlineRows(cyclic, new Set(['b']), ['r', 'a']))).toEqual(['b 1/1']);
  });

  it('walks a chain deeper than any call stack', () => {
    const positions: Record<string, { x: number; y: number }> = {};
    const links: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      positions[`n${i}`] = at(i * 10);
      if (i > 0) links.push(`n${i - 1}>n${i}`);
    }
    const chain = mapOf(positions, links);
    const all = new Set(Object.keys(positions));
    const rows = outlineRows(chain, all);
    expect(rows).toHaveLength(30_000);
    expect(rows[29_999]).toMatchObject({ id: 'n29999', parentId: 'n29998', level: 30_000 });
  });
});
