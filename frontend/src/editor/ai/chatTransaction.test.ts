import {
  MapState,
  createEdge,
  createNode,
  invertTransaction,
  parseMapDocument,
  type ChatModifications,
  type MapDocument,
} from '@mapa/model';
import { AI_NODE_DROP, AI_NODE_SPREAD, buildChatDiff, notApplicable } from './chatDiff';
import { chatTransaction, plainTextToHtml, replyDescriptionHtml } from './chatTransaction';

const none = (): ChatModifications => ({
  concepts_to_modify: [],
  concepts_to_remove: [],
  concepts_to_add: [],
  relations_to_remove: [],
  relations_to_add: [],
});

/** A map: root (0,0) -> child (300,200), and a loose node far away. */
function sampleState(): MapState {
  const root = createNode({ id: 'root', position: { x: 0, y: 0 }, label: 'Root' });
  root.data.description = '<p><strong>Bold</strong> text</p>';
  const child = createNode({ id: 'child', position: { x: 300, y: 200 }, label: 'Child' });
  const loose = createNode({ id: 'loose', position: { x: 5000, y: 5000 }, label: 'Loose' });
  const doc: MapDocument = {
    nodes: [root, child, loose],
    edges: [createEdge({ id: 'e1', source: 'root', target: 'child' })],
  } as MapDocument;
  return MapState.fromDocument(doc);
}

const reply: ChatModifications = {
  concepts_to_modify: [{ id: 'child', label: 'Child renamed', description: 'New text\nsecond line' }],
  concepts_to_remove: [{ id: 'loose' }],
  concepts_to_add: [
    { id: 'new-1', label: 'Grandchild', description: 'Under child' },
    { id: 'new-2', label: 'Orphan', description: '' },
  ],
  relations_to_remove: [{ source: 'root', target: 'child' }],
  relations_to_add: [
    { source: 'child', target: 'new-1' },
    { source: 'root', target: 'child' },
  ],
};

describe('buildChatDiff', () => {
  it('lists every change with a stable key, placing added nodes 400 below their source within ±500', () => {
    const state = sampleState();
    const diff = buildChatDiff(state, reply, () => 1);
    expect(diff.changes.map((c) => c.key)).toEqual([
      'modify:child',
      'remove:loose',
      'add:new-1',
      'add:new-2',
      'removeRelation:root>child',
      'addRelation:child>new-1',
      'addRelation:root>child',
    ]);
    const grandchild = diff.changes.find((c) => c.key === 'add:new-1')!;
    expect(grandchild.position).toEqual({ x: 300 + AI_NODE_SPREAD, y: 200 + AI_NODE_DROP });
    const left = buildChatDiff(state, reply, () => 0).changes.find((c) => c.key === 'add:new-1')!;
    expect(left.position).toEqual({ x: 300 - AI_NODE_SPREAD, y: 200 + AI_NODE_DROP });
  });

  it('places an added node whose source is also added below that one, and loose ones near the origin', () => {
    const state = sampleState();
    const diff = buildChatDiff(
      state,
      {
        ...none(),
        concepts_to_add: [
          { id: 'b', label: 'B', description: '' },
          { id: 'a', label: 'A', description: '' },
        ],
        relations_to_add: [{ source: 'a', target: 'b' }],
      },
      () => 0.5,
    );
    const a = diff.changes.find((c) => c.nodeId === 'a')!.position!;
    const b = diff.changes.find((c) => c.nodeId === 'b')!.position!;
    expect(b).toEqual({ x: a.x, y: a.y + AI_NODE_DROP });
    // Near the origin, clear of the root (250x100 at 0,0) and the child.
    expect(Math.hypot(a.x, a.y)).toBeLessThan(1200);
    expect(Math.abs(a.x) >= 250 || Math.abs(a.y) >= 100).toBe(true);
  });

  it('marks a change whose node was deleted meanwhile as not applicable', () => {
    const state = sampleState();
    const diff = buildChatDiff(state, reply, () => 0.5);
    const tx = chatTransaction(
      state,
      buildChatDiff(state, { ...none(), concepts_to_remove: [{ id: 'child' }] }),
      new Set(['remove:child']),
    )!;
    state.apply(tx);
    const byKey = new Map(diff.changes.map((c) => [c.key, c]));
    expect(notApplicable(state, byKey.get('modify:child')!)).toBe('nodeGone');
    expect(notApplicable(state, byKey.get('removeRelation:root>child')!)).toBe('relationGone');
    expect(notApplicable(state, byKey.get('addRelation:child>new-1')!, new Set(['add:new-1']))).toBe(
      'endMissing',
    );
    expect(notApplicable(state, byKey.get('remove:loose')!)).toBeNull();
  });

  it("keeps the titles of the map's nodes it names, for the review of a node deleted meanwhile", () => {
    const state = sampleState();
    const diff = buildChatDiff(state, reply, () => 0.5);
    expect(diff.names).toEqual({ child: 'Child', loose: 'Loose', root: 'Root' });
    state.apply(
      chatTransaction(
        state,
        buildChatDiff(state, { ...none(), concepts_to_remove: [{ id: 'loose' }] }),
        new Set(['remove:loose']),
      )!,
    );
    expect(state.getNode('loose')).toBeUndefined();
    expect(diff.names.loose).toBe('Loose');
  });
});

describe('chatTransaction', () => {
  it('applies the accepted subset as one ai transaction labelled "Chatbot message", undone in one step', () => {
    const state = sampleState();
    const before = JSON.stringify(state.toDocument());
    const diff = buildChatDiff(state, reply, () => 0.5);
    const accepted = new Set([
      'modify:child',
      'add:new-1',
      'addRelation:child>new-1',
      'removeRelation:root>child',
    ]);
    const tx = chatTransaction(state, diff, accepted)!;
    expect(tx.label).toBe('Chatbot message');
    expect(tx.source).toBe('ai');
    state.apply(tx);

    expect(state.getNode('child')!.data.label).toBe('Child renamed');
    expect(state.getNode('child')!.data.description).toBe('<p>New text</p><p>second line</p>');
    expect(state.nodes.has('loose')).toBe(true); // not accepted
    expect(state.getEdge('e1')).toBeUndefined();
    const added = [...state.nodes.values()].filter((n) => n.data.label === 'Grandchild');
    expect(added).toHaveLength(1);
    expect(added[0].data.id).not.toBe('new-1'); // the map gets its own ids
    expect(added[0].position).toEqual({ x: 300, y: 600 });
    expect(added[0].data.description).toBe('<p>Under child</p>');
    expect(state.outgoing('child').map((e) => e.data.target)).toEqual([added[0].data.id]);
    expect([...state.nodes.values()].some((n) => n.data.label === 'Orphan')).toBe(false);

    state.apply(invertTransaction(tx, 'undo.performed'));
    // Everything back as it was; only `version` keeps counting (undo never moves it back, spec §4.3).
    expect(JSON.stringify({ ...state.toDocument(), version: 0 })).toBe(before);
    expect(parseMapDocument(before).ok).toBe(true);
  });

  it('removes a node with its edges once, even when a relation removal names one of them', () => {
    const state = sampleState();
    const diff = buildChatDiff(state, {
      ...none(),
      concepts_to_remove: [{ id: 'child' }],
      concepts_to_modify: [{ id: 'child', label: 'x', description: '' }],
      relations_to_remove: [{ source: 'root', target: 'child' }],
    });
    const tx = chatTransaction(state, diff, new Set(diff.changes.map((c) => c.key)))!;
    state.apply(tx);
    expect(state.nodes.has('child')).toBe(false);
    expect(state.edges.size).toBe(0);
    expect(tx.ops.filter((op) => op.type === 'edge.remove')).toHaveLength(1);
  });

  it("keeps a description's formatting when only the title changes", () => {
    const state = sampleState();
    const diff = buildChatDiff(state, {
      ...none(),
      concepts_to_modify: [{ id: 'root', label: 'Root 2', description: 'Bold text' }],
    });
    state.apply(chatTransaction(state, diff, new Set(['modify:root']))!);
    expect(state.getNode('root')!.data).toMatchObject({
      label: 'Root 2',
      description: '<p><strong>Bold</strong> text</p>',
    });
  });

  it('skips what no longer applies and a relation to an added node that was not accepted', () => {
    const state = sampleState();
    const diff = buildChatDiff(state, reply, () => 0.5);
    state.apply(
      chatTransaction(
        state,
        buildChatDiff(state, { ...none(), concepts_to_remove: [{ id: 'child' }] }),
        new Set(['remove:child']),
      )!,
    );
    const tx = chatTransaction(
      state,
      diff,
      new Set(['modify:child', 'addRelation:child>new-1', 'add:new-2']),
    )!;
    expect(tx.ops.map((op) => op.type)).toEqual(['node.add']);
    expect(chatTransaction(state, diff, new Set(['modify:child']))).toBeNull();
  });

  it('writes plain text as escaped paragraphs', () => {
    expect(plainTextToHtml('a < b\n\nc & "d"')).toBe(
      '<p>a &lt; b</p><p><br /></p><p>c &amp; &quot;d&quot;</p>',
    );
  });

  it("stores the server's rich text as it came, and a stored plain-text reply as paragraphs", () => {
    const state = sampleState();
    const diff = buildChatDiff(
      state,
      {
        ...reply,
        concepts_to_modify: [],
        concepts_to_add: [{ id: 'new-1', label: 'Lions', description: '<p>Big <strong>cats</strong></p>' }],
        relations_to_add: [],
      },
      () => 0.5,
    );
    const tx = chatTransaction(state, diff, new Set(['add:new-1']))!;
    const add = tx.ops.find((op) => op.type === 'node.add');
    expect(add?.type === 'node.add' && add.node.data.description).toBe('<p>Big <strong>cats</strong></p>');
    expect(replyDescriptionHtml('Big <cats>')).toBe('<p>Big &lt;cats&gt;</p>');
    expect(replyDescriptionHtml(undefined)).toBe('');
  });
});
