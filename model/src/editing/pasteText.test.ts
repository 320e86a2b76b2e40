import { createTransaction } from '../ops/transaction';
import { parsePlainTextOutline } from '../files/plainTextOutline';
import type { OutlineNode } from '../files/outline';
import { History } from '../history/History';
import { mapOf } from './testMaps';
import { pasteTextOps } from './pasteText';

const tree = (nodes: OutlineNode[], depth = 0): string[] =>
  nodes.flatMap((n) => [`${'  '.repeat(depth)}${n.title}`, ...tree(n.children, depth + 1)]);

describe('plain text as an outline', () => {
  it('makes a node of each non-empty line, indentation giving the depth', () => {
    const text = 'Garden\n\tFlowers\n\t\tRoses\n\n\tTrees\nShed\n';
    expect(tree(parsePlainTextOutline(text).roots)).toEqual([
      'Garden',
      '  Flowers',
      '    Roses',
      '  Trees',
      'Shed',
    ]);
  });

  it('reads spaces, Markdown bullets and numbers, and a dedent to an earlier level', () => {
    const text = [
      '- Garden',
      '  * Flowers',
      '      1. Roses',
      '      2) Tulips',
      '    + Lilies',
      '  • Trees',
    ].join('\r\n');
    expect(tree(parsePlainTextOutline(text).roots)).toEqual([
      'Garden',
      '  Flowers',
      '    Roses',
      '    Tulips',
      '    Lilies',
      '  Trees',
    ]);
    expect(parsePlainTextOutline(text).title).toBe('Garden');
  });

  it('gives nothing for blank text', () => {
    expect(parsePlainTextOutline(' \n\t\n').roots).toEqual([]);
  });
});

describe('pasting plain text', () => {
  it('adds the nodes joined by edges, centred on the point, in one undoable transaction', () => {
    const state = mapOf({ a: { x: 0, y: 0 } });
    const history = new History();
    const made = pasteTextOps(state, 'Garden\n  Flowers\n  Trees', { x: 1000, y: 500 })!;
    const tx = createTransaction('node.copied', made.ops);
    state.apply(tx);
    history.record(tx);
    expect(made.nodeIds).toHaveLength(3);
    const [garden, flowers, trees] = made.nodeIds.map((id) => state.getNode(id)!);
    expect([garden, flowers, trees].map((n) => n.data.label)).toEqual(['Garden', 'Flowers', 'Trees']);
    expect(state.outgoing(garden.data.id).map((e) => e.data.target)).toEqual([
      flowers.data.id,
      trees.data.id,
    ]);
    const xs = [garden, flowers, trees].map((n) => n.position.x);
    const ys = [garden, flowers, trees].map((n) => n.position.y);
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(1000, -1);
    expect((Math.min(...ys) + Math.max(...ys)) / 2).toBeCloseTo(500, -1);
    expect(flowers.position.x).toBeGreaterThan(garden.position.x);
    state.apply(history.undo()!);
    expect([...state.nodes.keys()]).toEqual(['a']);
    expect(state.edges.size).toBe(0);
  });

  it('pastes nothing for blank text', () => {
    expect(pasteTextOps(mapOf({}), '\n  \n', { x: 0, y: 0 })).toBeNull();
  });
});
