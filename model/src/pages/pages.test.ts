import { createTransaction } from '../ops/transaction';
import { createEdge } from '../defaults/createEdge';
import { mapOf } from '../editing/testMaps';
import { breadcrumbPath } from './breadcrumbs';
import { childIds, isRootPage, moveSiblingOps, parentIds, SIBLING_ORDER_KEY } from './siblingOrder';
import { addParentOps, addSiblingAfterOps } from './addPageOps';
import { PageCatalog } from './pageCatalog';
import { resetFlashcardsOps } from './flashcardsReset';

const at = (x: number, y = 0, label?: string) => ({ x, y, label });

describe('parent and child pages (spec §2.19)', () => {
  it('parents are sources of edges into the page, children targets of edges out, each once, no self-loop', () => {
    const state = mapOf({ a: at(0), b: at(300), c: at(600), d: at(900) }, ['a>c', 'b>c', 'c>c', 'c>d']);
    // A parallel edge a → c (another id) still makes one parent.
    const parallel = createEdge({ id: 'a>c again', source: 'a', target: 'c' });
    state.apply(createTransaction('edge.added', [{ type: 'edge.add', edge: parallel }]));
    expect(parentIds(state, 'c')).toEqual(['a', 'b']);
    expect(childIds(state, 'c')).toEqual(['d']);
    expect(childIds(state, 'a')).toEqual(['c']);
    expect(isRootPage(state, 'a')).toBe(true);
    expect(isRootPage(state, 'c')).toBe(false);
    expect(parentIds(state, 'missing')).toEqual([]);
  });

  it('children follow the stored sibling order, then the order edges were added', () => {
    const state = mapOf({ p: at(0), x: at(300), y: at(300, 100), z: at(300, 200) }, ['p>x', 'p>y', 'p>z']);
    expect(childIds(state, 'p')).toEqual(['x', 'y', 'z']);
    state.apply(createTransaction('edge.appearanceChange', moveSiblingOps(state, 'p', 'z', -1)!));
    expect(childIds(state, 'p')).toEqual(['x', 'z', 'y']);
    expect(state.getEdge('p>z')!.data[SIBLING_ORDER_KEY]).toBe(1);
    // Alt+Shift+↓: x after z; the others keep their places.
    state.apply(createTransaction('edge.appearanceChange', moveSiblingOps(state, 'p', 'x', 1)!));
    expect(childIds(state, 'p')).toEqual(['z', 'x', 'y']);
    state.apply(createTransaction('edge.appearanceChange', moveSiblingOps(state, 'p', 'x', 1)!));
    expect(childIds(state, 'p')).toEqual(['z', 'y', 'x']);
    expect(moveSiblingOps(state, 'p', 'z', -1)).toBeNull(); // already first
    expect(moveSiblingOps(state, 'p', 'x', 1)).toBeNull(); // already last
  });
});

describe('breadcrumbs (spec §2.19)', () => {
  it('walk up through first parents to a root, root first', () => {
    const state = mapOf({ r: at(0), m: at(300), l: at(600), other: at(0, 300) }, ['r>m', 'm>l', 'other>l']);
    expect(breadcrumbPath(state, 'l')).toEqual(['r', 'm', 'l']);
    expect(breadcrumbPath(state, 'r')).toEqual(['r']);
    expect(breadcrumbPath(state, 'missing')).toEqual([]);
  });

  it('stop before a node already passed, so a cycle still ends', () => {
    const state = mapOf({ a: at(0), b: at(300), c: at(600) }, ['a>b', 'b>c', 'c>a']);
    expect(breadcrumbPath(state, 'c')).toEqual(['a', 'b', 'c']);
  });

  it('are cut at the top past the limit, still ending at the page', () => {
    const nodes: Record<string, ReturnType<typeof at>> = {};
    const edges: string[] = [];
    for (let i = 0; i < 20; i++) {
      nodes[`n${i}`] = at(i * 300);
      if (i > 0) edges.push(`n${i - 1}>n${i}`);
    }
    const path = breadcrumbPath(mapOf(nodes, edges), 'n19', 5);
    expect(path).toEqual(['n15', 'n16', 'n17', 'n18', 'n19']);
  });
});

describe('adding pages', () => {
  it("'+ Add' in Parent pages: a new node left of the page and an edge new → page, one transaction", () => {
    const state = mapOf({ c: at(0) });
    const added = addParentOps(state, 'c')!;
    state.apply(createTransaction('node.created', added.ops));
    expect(parentIds(state, 'c')).toEqual([added.nodeId]);
    expect(state.getNode(added.nodeId)!.position.x).toBeLessThan(0);
    expect(state.getNode(added.nodeId)!.data.label).toBe('');
    expect(addParentOps(state, 'missing')).toBeNull();
  });

  it('a second parent does not land on the first', () => {
    const state = mapOf({ c: at(0) });
    const first = addParentOps(state, 'c')!;
    state.apply(createTransaction('node.created', first.ops));
    const second = addParentOps(state, 'c')!;
    state.apply(createTransaction('node.created', second.ops));
    expect(state.getNode(second.nodeId)!.position).not.toEqual(state.getNode(first.nodeId)!.position);
  });

  it('Enter adds a sibling right after the page among its parent’s children', () => {
    const state = mapOf({ p: at(0), x: at(300), y: at(300, 100) }, ['p>x', 'p>y']);
    const added = addSiblingAfterOps(state, { nodeId: 'x', parentId: 'p' })!;
    state.apply(createTransaction('node.created', added.ops));
    expect(childIds(state, 'p')).toEqual(['x', added.nodeId, 'y']);
    const top = addSiblingAfterOps(state, { nodeId: 'p', parentId: null })!;
    state.apply(createTransaction('node.created', top.ops));
    expect(parentIds(state, top.nodeId)).toEqual([]);
  });
});

describe('page search (spec §2.19)', () => {
  it('matches labels ignoring case, in map order; a blank query lists every page', () => {
    const state = mapOf({
      a: at(0, 0, 'Apples'),
      b: at(300, 0, 'banana'),
      c: at(600, 0, 'PineAPPLE'),
      d: at(0, 300, ''),
    });
    const pages = PageCatalog.of(state);
    expect(pages.size).toBe(4);
    expect(pages.search('apple')).toEqual(['a', 'c']);
    expect(pages.search('  APPLE ')).toEqual(['a', 'c']);
    expect(pages.search('   ')).toEqual(['a', 'b', 'c', 'd']);
    expect(pages.search('kiwi')).toEqual([]);
  });
});

describe('entering flashcards (spec §4.8)', () => {
  it('resets both counts and every correct; nothing for a map never studied', () => {
    const state = mapOf({ a: at(0), b: at(300), c: at(600) });
    expect(resetFlashcardsOps(state)).toEqual([]);
    const studied = mapOf({ a: at(0), b: at(300), c: at(600) }, [], {
      canvas: { correctAnswers: 2, wrongAnswers: 1 },
    });
    studied.apply(
      createTransaction('node.updated', [
        {
          type: 'node.update',
          id: 'a',
          from: studied.getNode('a')!,
          to: { ...studied.getNode('a')!, data: { ...studied.getNode('a')!.data, correct: true } },
        },
        {
          type: 'node.update',
          id: 'b',
          from: studied.getNode('b')!,
          to: { ...studied.getNode('b')!, data: { ...studied.getNode('b')!.data, correct: false } },
        },
      ]),
    );
    studied.apply(createTransaction('canvas.updated', resetFlashcardsOps(studied)));
    expect(studied.canvas).toMatchObject({ correctAnswers: 0, wrongAnswers: 0 });
    expect(['a', 'b', 'c'].map((id) => studied.getNode(id)!.data.correct ?? null)).toEqual([
      null,
      null,
      null,
    ]);
    expect(resetFlashcardsOps(studied)).toEqual([]);
  });
});
