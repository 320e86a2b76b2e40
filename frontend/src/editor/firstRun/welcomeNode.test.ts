import { MapState, emptyDocument } from '@mapa/model';
import { welcomeNodeTransaction } from './welcomeNode';

describe('welcomeNodeTransaction', () => {
  it('adds one titled node with its text as paragraphs, escaped, in one node.created transaction', () => {
    const state = MapState.fromDocument(emptyDocument());
    const { tx, nodeId } = welcomeNodeTransaction(
      state,
      { x: 10.4, y: -3.6 },
      { title: 'Welcome to Mapa', body: 'One <idea>.\nTwo & three.' },
    );
    expect(tx.label).toBe('node.created');
    expect(tx.ops).toHaveLength(1);
    state.apply(tx);
    const node = state.getNode(nodeId)!;
    expect(node.position).toEqual({ x: 10, y: -4 });
    expect(node.data.label).toBe('Welcome to Mapa');
    expect(node.data.description).toBe('<p>One &lt;idea&gt;.</p><p>Two &amp; three.</p>');
  });
});
