import { chooseMapContext } from './chatContext';
import { buildChatPrompt } from './chatPrompt';
import { estimateTokens } from './tokens';

/** A tree: root r, `fanout` children per node, `count` nodes in all, breadth-first ids n0..n{count-1}. */
function tree(count: number, fanout = 4) {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    node: i === 0 ? 'Root' : `Topic ${i}`,
    description: `Some words about topic ${i}`,
  }));
  const relations = nodes.slice(1).map((_, k) => ({
    source: `n${Math.floor(k / fanout)}`,
    target: `n${k + 1}`,
    description: '',
  }));
  return { nodes, relations };
}

const shownIds = (text: string) => [...text.matchAll(/^node \{"id":"([^"]+)"/gm)].map((m) => m[1]);

describe('chooseMapContext', () => {
  it('carries a small map whole and says so', () => {
    const map = tree(10);
    const context = chooseMapContext({ ...map, message: 'hi', budgetTokens: 6000 });
    expect(context.shownNodes).toBe(10);
    expect(context.shownRelations).toBe(9);
    expect(context.text.startsWith('The whole map: 10 nodes and 9 relations.')).toBe(true);
  });

  it('stays within the budget on a 100k-node map and says how much was left out', () => {
    const map = tree(100_000);
    const context = chooseMapContext({ ...map, message: 'hello', budgetTokens: 3000 });
    expect(context.tokens).toBeLessThanOrEqual(3000);
    expect(context.shownNodes).toBeGreaterThan(20);
    expect(context.shownNodes).toBeLessThan(1000);
    expect(context.text).toContain(`${100_000 - context.shownNodes} nodes and`);
    expect(context.text).toContain('were left out');
  });

  it('puts the selected node and its neighbourhood first, then title matches, then the top levels', () => {
    const map = tree(5000);
    map.nodes[4321].node = 'Quantum physics';
    const context = chooseMapContext({
      ...map,
      message: 'Tell me more about quantum things',
      selectedNodeId: 'n2000',
      budgetTokens: 1000,
    });
    const ids = shownIds(context.text);
    // n2000's parent is n499 (k = 1999, parent floor(1999 / 4)); its children n8001.. do not exist (5000 nodes).
    expect(ids.slice(0, 2)).toEqual(['n2000', 'n499']);
    expect(ids).toContain('n4321');
    expect(ids.indexOf('n4321')).toBeLessThan(ids.indexOf('n0'));
    expect(ids).toContain('n0'); // the root comes with the top levels
    expect(ids).toContain('n1');
  });

  it('only lists relations whose both ends are listed', () => {
    const map = tree(2000);
    const context = chooseMapContext({ ...map, message: '', budgetTokens: 800 });
    const ids = new Set(shownIds(context.text));
    for (const m of context.text.matchAll(/^relation \{"source":"([^"]+)","target":"([^"]+)"/gm)) {
      expect(ids.has(m[1]) && ids.has(m[2])).toBe(true);
    }
  });
});

describe('buildChatPrompt', () => {
  it('keeps the whole prompt within the budget, history included', () => {
    const map = tree(10_000);
    const history = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: i % 2 ? JSON.stringify({ explanation: 'x'.repeat(3000) }) : 'y'.repeat(3000),
    }));
    const prompt = buildChatPrompt({ message: 'Add a node', state: map, history, budgetTokens: 6000 });
    const real = prompt.messages.reduce((sum, m) => sum + estimateTokens(String(m.content)), 0);
    expect(real).toBeLessThanOrEqual(6000);
    expect(prompt.tokens).toBeGreaterThanOrEqual(real);
    // History shows explanations, not the reply JSON.
    expect(prompt.messages.some((m) => m.role === 'assistant' && String(m.content).startsWith('xxx'))).toBe(
      true,
    );
  });

  it('estimates non-ASCII text at a token per character', () => {
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('思维导图')).toBe(4);
  });
});
