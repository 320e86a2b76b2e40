import type request from 'supertest';
import { emptyModifications, jsonReply } from '../../test/fakeOpenAi';
import {
  createMap,
  describeEachBackend,
  docHeaders,
  SERVICES_HOOK_TIMEOUT,
  signedUpAgent,
} from '../../test/testApp';
import { startAiTestApp, type AiTestApp } from '../../test/aiTestApp';

type Agent = ReturnType<typeof request.agent>;

const OWNER = 'owner@example.com';
const state = {
  nodes: [
    { id: 'a', node: 'Animals', description: '' },
    { id: 'b', node: 'Birds', description: 'They fly' },
  ],
  relations: [{ source: 'a', target: 'b', description: '' }],
};
let seq = 0;
const conv = () => `conv_${Date.now()}_${(++seq).toString(36).padStart(9, '0')}`;
const reply = (modifications = emptyModifications(), explanation = 'Done.') => ({
  explanation,
  modifications,
});

describeEachBackend('AI chat', (backend) => {
  let t: AiTestApp;
  let owner: Agent;
  let mapId: string;
  beforeAll(async () => {
    t = await startAiTestApp(backend);
    owner = await signedUpAgent(t.app, OWNER, 'Olivia');
    mapId = await createMap(owner);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close());
  beforeEach(async () => {
    t.fake.reset();
    await t.setCredits(OWNER, 100);
  });

  const send = (cid: string, content = 'Add fish', body: object = {}) =>
    owner
      .put('/api/documents/chatbot')
      .query({ id: mapId, conversationId: cid })
      .send({ content, role: 'user', currentState: state, ...body });

  it('answers the validated reply, stores both messages, titles the conversation and takes one credit', async () => {
    const modifications = {
      ...emptyModifications(),
      concepts_to_add: [{ id: 'new-1', label: 'Fish', description: 'They swim' }],
      relations_to_add: [{ source: 'a', target: 'new-1' }],
      concepts_to_modify: [{ id: 'b', label: 'Birds', description: 'Most fly' }],
    };
    t.fake.enqueue(jsonReply(reply(modifications, 'I added fish.')));
    const cid = conv();
    const res = await send(cid, 'Add   fish\nto the map please').expect(200);
    // Descriptions come back as the rich text nodes store: plain text becomes a paragraph.
    expect(res.body).toEqual({
      explanation: 'I added fish.',
      modifications: {
        ...modifications,
        concepts_to_add: [{ id: 'new-1', label: 'Fish', description: '<p>They swim</p>' }],
        concepts_to_modify: [{ id: 'b', label: 'Birds', description: '<p>Most fly</p>' }],
      },
    });
    expect(await t.credits(OWNER)).toBe(99);

    const list = await owner.post('/api/documents/chatbot').query({ id: mapId }).expect(200);
    expect(list.body).toEqual([
      { id: cid, title: 'Add fish to the map please', messageCount: 2, lastModified: expect.any(String) },
    ]);
    t.fake.enqueue(jsonReply(reply()));
    await send(cid, 'And now whales').expect(200);
    const messages = await owner
      .get('/api/documents/chatbot')
      .query({ id: mapId, conversationId: cid, language: 'en' })
      .expect(200);
    expect(messages.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(messages.body.messages[0].content).toBe('Add   fish\nto the map please');
    expect(JSON.parse(messages.body.messages[1].content).explanation).toBe('I added fish.');
    const after = await owner.post('/api/documents/chatbot').query({ id: mapId }).expect(200);
    expect(after.body[0]).toMatchObject({ id: cid, title: 'Add fish to the map please', messageCount: 4 });
  });

  it('answers and stores the reply without the characters the map’s text rule drops', async () => {
    const bad = '\u0000\u0007\u0085\uFFFE\uD800';
    const modifications = {
      ...emptyModifications(),
      concepts_to_add: [{ id: 'new-1', label: `Fish${bad}`, description: `<p>Swim${bad}&#0;</p>` }],
      concepts_to_modify: [{ id: 'b', label: `Birds${bad}`, description: `Fly${bad}` }],
    };
    t.fake.enqueue(jsonReply(reply(modifications, `Done${bad}.`)));
    const cid = conv();
    const res = await send(cid).expect(200);
    expect(res.body).toEqual({
      explanation: 'Done.',
      modifications: {
        ...modifications,
        concepts_to_add: [{ id: 'new-1', label: 'Fish', description: '<p>Swim</p>' }],
        concepts_to_modify: [{ id: 'b', label: 'Birds', description: '<p>Fly</p>' }],
      },
    });
    const messages = await owner
      .get('/api/documents/chatbot')
      .query({ id: mapId, conversationId: cid })
      .expect(200);
    expect(JSON.parse(messages.body.messages[1].content)).toEqual(res.body);
  });

  it('never changes the stored map: a reply that adds, changes and removes leaves it as it was', async () => {
    const stored = {
      nodes: [
        { position: { x: 0, y: 0 }, data: { id: 'a', label: 'Animals' } },
        { position: { x: 400, y: 0 }, data: { id: 'b', label: 'Birds', description: '<p>They fly</p>' } },
      ],
      edges: [{ data: { id: 'ab', source: 'a', target: 'b' } }],
    };
    const own = await createMap(owner, 'Stored');
    await owner
      .put('/api/documents/upload')
      .set(docHeaders(own, OWNER))
      .set('If-Match', '"0"')
      .send(stored)
      .expect(200);
    const download = () => owner.get('/api/documents/download').set(docHeaders(own, OWNER)).expect(200);
    const before = await download();
    const modifications = {
      concepts_to_add: [{ id: 'new-1', label: 'Fish', description: 'They swim' }],
      concepts_to_modify: [{ id: 'b', label: 'Flying birds', description: 'Most fly' }],
      concepts_to_remove: [{ id: 'a' }],
      relations_to_add: [{ source: 'b', target: 'new-1' }],
      relations_to_remove: [{ source: 'a', target: 'b' }],
    };
    t.fake.enqueue(jsonReply(reply(modifications, 'Reshaped.')));
    await owner
      .put('/api/documents/chatbot')
      .query({ id: own, conversationId: conv() })
      .send({ content: 'Reshape it', role: 'user', currentState: state })
      .expect(200, {
        explanation: 'Reshaped.',
        modifications: {
          ...modifications,
          concepts_to_add: [{ id: 'new-1', label: 'Fish', description: '<p>They swim</p>' }],
          concepts_to_modify: [{ id: 'b', label: 'Flying birds', description: '<p>Most fly</p>' }],
        },
      });

    const after = await download();
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toEqual(before.body);
    expect(after.body.nodes.map((n: { data: { label: string } }) => n.data.label)).toEqual([
      'Animals',
      'Birds',
    ]);
    const since = Number(JSON.parse(before.headers.etag));
    const pulled = await owner.get('/api/documents/transactions').query({ id: own, since }).expect(200);
    expect(pulled.body).toMatchObject({ reset: false, revision: since, transactions: [] });
  });

  it('sends the map, the history and the output language to the model, asking for the strict schema', async () => {
    const cid = conv();
    t.fake.enqueue(jsonReply(reply(emptyModifications(), 'First answer')));
    await send(cid, 'First question').expect(200);
    await send(cid, 'Second question about Birds', { outputLanguage: 'pt-BR', selectedNodeId: 'b' }).expect(
      200,
    );
    const sent = t.fake.requests[1].body;
    expect(sent.model).toBe('test-model');
    expect(t.fake.requests[1].authorization).toBe('Bearer test-key');
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    const text = sent.messages!.map((m) => m.content).join('\n');
    expect(text).toContain('Brazilian Portuguese');
    expect(text).toContain('"id":"b","node":"Birds","description":"They fly"');
    expect(text).toContain('The whole map: 2 nodes and 1 relations.');
    expect(sent.messages!.slice(-3)).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer' },
      { role: 'user', content: 'Second question about Birds' },
    ]);
  });

  it('falls back to json_object when the endpoint refuses JSON schemas', async () => {
    t.fake.setOptions({ refuseJsonSchema: true });
    t.fake.enqueue(jsonReply(reply(emptyModifications(), 'Plain JSON')));
    const res = await send(conv()).expect(200);
    expect(res.body.explanation).toBe('Plain JSON');
    expect(t.fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    expect(await t.credits(OWNER)).toBe(99);
  });

  const badReplies: [string, object, number, string][] = [
    ['malformed JSON', { content: '{"explanation": "half' }, 502, 'AI_BAD_REPLY'],
    ['a reply cut off at the length limit', { content: '{}', finishReason: 'length' }, 502, 'AI_BAD_REPLY'],
    [
      'a connection dropped half-way through the body',
      { ...jsonReply(reply()), truncateAfter: 1 },
      502,
      'AI_UNAVAILABLE',
    ],
    [
      'the wrong shape',
      jsonReply({ explanation: 'x', modifications: { concepts_to_add: 'no' } }),
      502,
      'AI_BAD_REPLY',
    ],
    [
      'an unknown id to modify',
      jsonReply(
        reply({ ...emptyModifications(), concepts_to_modify: [{ id: 'zz', label: 'Z', description: '' }] }),
      ),
      502,
      'AI_BAD_REPLY',
    ],
    [
      'an unknown id to remove',
      jsonReply(reply({ ...emptyModifications(), concepts_to_remove: [{ id: 'zz' }] })),
      502,
      'AI_BAD_REPLY',
    ],
    [
      'an added id that is already used',
      jsonReply(
        reply({ ...emptyModifications(), concepts_to_add: [{ id: 'a', label: 'A2', description: '' }] }),
      ),
      502,
      'AI_BAD_REPLY',
    ],
    [
      'a relation to a missing node',
      jsonReply(reply({ ...emptyModifications(), relations_to_add: [{ source: 'a', target: 'ghost' }] })),
      502,
      'AI_BAD_REPLY',
    ],
    [
      'a relation to remove that does not exist',
      jsonReply(reply({ ...emptyModifications(), relations_to_remove: [{ source: 'b', target: 'a' }] })),
      502,
      'AI_BAD_REPLY',
    ],
    ['an endpoint error (500)', { status: 500 }, 502, 'AI_UNAVAILABLE'],
    ['an endpoint slower than the timeout', { hang: true }, 504, 'AI_TIMEOUT'],
  ];
  for (const [what, fakeReply, status, code] of badReplies) {
    it(`answers ${status} ${code} for ${what}, costs no credit and stores nothing`, async () => {
      t.fake.enqueue(fakeReply as never);
      const cid = conv();
      // An endpoint that never answers meets a short timeout (it fires however slow the machine); every other reply
      // arrives well within the production 60 s.
      const res =
        'hang' in fakeReply
          ? await t.withModelTimeout(300, async () => send(cid).expect(status))
          : await send(cid).expect(status);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await t.credits(OWNER)).toBe(100);
      const messages = await owner
        .get('/api/documents/chatbot')
        .query({ id: mapId, conversationId: cid })
        .expect(200);
      expect(messages.body.messages).toEqual([]);
    });
  }

  it('names what was wrong in a bad reply', async () => {
    t.fake.enqueue(
      jsonReply(reply({ ...emptyModifications(), relations_to_add: [{ source: 'a', target: 'ghost' }] })),
    );
    const res = await send(conv()).expect(502);
    expect(res.body.message).toContain('a -> ghost');
  });

  it('refuses a message with no credits left (400 INSUFFICIENT_CREDITS) without calling the model', async () => {
    await t.setCredits(OWNER, 0);
    const res = await send(conv()).expect(400);
    expect(res.body.code).toBe('INSUFFICIENT_CREDITS');
    expect(t.fake.requests).toHaveLength(0);
    expect(await t.credits(OWNER)).toBe(0);
  });

  it('with 5 credits left, exactly 5 of 10 parallel messages succeed and the balance ends at 0', async () => {
    await t.setCredits(OWNER, 5);
    const results = await Promise.all(Array.from({ length: 10 }, () => send(conv())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.status === 400)) expect(r.body.code).toBe('INSUFFICIENT_CREDITS');
    expect(await t.credits(OWNER)).toBe(0);
    const list = await owner.post('/api/documents/chatbot').query({ id: mapId }).expect(200);
    const stored = list.body.filter((c: { messageCount: number }) => c.messageCount === 2);
    expect(stored.length).toBeGreaterThanOrEqual(5);
  });

  it('deletes a conversation (404 when there is none)', async () => {
    const cid = conv();
    await send(cid).expect(200);
    await owner.delete('/api/documents/chatbot').query({ id: mapId, conversationId: cid }).expect(204);
    const list = await owner.post('/api/documents/chatbot').query({ id: mapId }).expect(200);
    expect(list.body.map((c: { id: string }) => c.id)).not.toContain(cid);
    const again = await owner
      .delete('/api/documents/chatbot')
      .query({ id: mapId, conversationId: cid })
      .expect(404);
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it('keeps conversations per user: an editor sees only their own', async () => {
    const editor = await signedUpAgent(t.app, `editor${backend.length}@example.com`, 'Ed');
    await owner
      .post('/api/s3/updateTreeMetadata')
      .send({ id: mapId, members: { [`editor${backend.length}@example.com`]: 'editor' } })
      .expect(200);
    await send(conv()).expect(200);
    const list = await editor.post('/api/documents/chatbot').query({ id: mapId }).expect(200);
    expect(list.body).toEqual([]);
  });

  it('takes the whole of a big map (20,000 nodes, over the 1 MB of small routes; once a 413), checked in the worker pool', async () => {
    const nodes = Array.from({ length: 20_000 }, (_, i) => ({
      id: `n${i}`,
      node: `Topic ${i}`,
      description: `Notes on topic ${i}, long enough to make the map a big request`,
    }));
    const relations = nodes.slice(1).map((n, i) => ({ source: `n${i >> 2}`, target: n.id, description: '' }));
    const big = { nodes, relations };
    expect(JSON.stringify(big).length).toBeGreaterThan(2 * 1024 * 1024);
    t.fake.enqueue(jsonReply(reply(emptyModifications(), 'Nothing to change.')));
    const res = await send(conv(), 'What is here?', { currentState: big, selectedNodeId: 'n7' }).expect(200);
    expect(res.body.explanation).toBe('Nothing to change.');
    expect(t.fake.requests).toHaveLength(1);
    // A bad field deep in a big body is named as the route names it for a small one, and nothing is asked.
    const bad = { nodes: nodes.map((n, i) => (i === 19_999 ? { ...n, node: 42 } : n)), relations };
    const refused = await send(conv(), 'And now?', { currentState: bad }).expect(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'currentState.nodes.19999.node' });
    expect(t.fake.requests).toHaveLength(1);
  });

  it('rejects bad requests naming the field', async () => {
    const blank = await send(conv(), '   ').expect(400);
    expect(blank.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'content' });
    const badId = await owner
      .put('/api/documents/chatbot')
      .query({ id: mapId, conversationId: 'conv_1_x' })
      .send({ content: 'x', role: 'user', currentState: state })
      .expect(400);
    expect(badId.body.path).toBe('conversationId');
    const noState = await owner
      .put('/api/documents/chatbot')
      .query({ id: mapId, conversationId: conv() })
      .send({ content: 'x', role: 'user' })
      .expect(400);
    expect(noState.body.path).toBe('currentState');
    expect(t.fake.requests).toHaveLength(0);
  });
});
