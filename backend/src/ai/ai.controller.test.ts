import type { AddressInfo } from 'node:net';
import type request from 'supertest';
import { createNode, type MapNode } from '@mapa/model';
import {
  createMap,
  describeEachBackend,
  SERVICES_HOOK_TIMEOUT,
  signedUpAgent,
  startTestApp,
} from '../../test/testApp';
import { startAiTestApp, type AiTestApp } from '../../test/aiTestApp';
import { startFakeOpenAi } from '../../test/fakeOpenAi';

type Agent = ReturnType<typeof request.agent>;
const OWNER = 'owner@example.com';
/** Retries an assertion until it holds (the server settles a hang-up after the client has moved on). */
async function waitFor(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const body = { documentName: 'Zoo', node: 'Lions', content: 'Big cats.', outputLanguage: 'pt-BR' };

describeEachBackend('AI text completion and suggestions', (backend) => {
  let t: AiTestApp;
  let owner: Agent;
  let mapId: string;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startAiTestApp(backend);
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    owner = await signedUpAgent(t.app, OWNER, 'Olivia');
    mapId = await createMap(owner);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t.close());
  beforeEach(async () => {
    t.fake.reset();
    await t.setCredits(OWNER, 100);
  });

  const cookie = async () => {
    const res = await t
      .http()
      .post('/api/auth/signin')
      .send({ email: OWNER, password: 'correct horse' })
      .expect(200);
    return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  };
  const complete = async (signal?: AbortSignal) =>
    fetch(`${baseUrl}/api/ai/completeText?id=${mapId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await cookie(), origin: baseUrl },
      body: JSON.stringify(body),
      signal,
    });

  it('streams the completion as the model writes it and takes one credit', async () => {
    t.fake.enqueue({ content: 'Lions live in prides. They hunt at night.', chunks: 4, delayMs: 150 });
    const res = await complete();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces.push(decoder.decode(value, { stream: true }));
    }
    expect(pieces.join('')).toBe('Lions live in prides. They hunt at night.');
    // Flushed piece by piece, not buffered into one answer.
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(await t.credits(OWNER)).toBe(99);
    const prompt = t.fake.requests[0].body;
    expect(prompt.stream).toBe(true);
    const text = prompt.messages!.map((m) => m.content).join('\n');
    expect(text).toContain('Brazilian Portuguese');
    expect(text).toContain('Node: Lions');
    expect(text).toContain('Big cats.');
  });

  it('stops the model call when the caller hangs up', async () => {
    t.fake.enqueue({ content: 'x'.repeat(400), chunks: 40, delayMs: 100 });
    const abort = new AbortController();
    const res = await complete(abort.signal);
    const reader = res.body!.getReader();
    await reader.read();
    abort.abort();
    await expect(reader.read()).rejects.toThrow();
    // Paid for what it got: the credit was taken with the first piece.
    await waitFor(async () => expect(await t.credits(OWNER)).toBe(99));
  });

  it('answers 502 AI_UNAVAILABLE for an endpoint error before anything streamed, taking no credit', async () => {
    t.fake.enqueue({ status: 500 });
    const res = await complete();
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('AI_UNAVAILABLE');
    expect(await t.credits(OWNER)).toBe(100);
  });

  it('answers 504 AI_TIMEOUT when the endpoint sends nothing in time', async () => {
    // The endpoint never answers, so the timeout fires however fast or slow the machine is.
    t.fake.enqueue({ hang: true });
    const res = await t.withModelTimeout(300, () => complete());
    expect(res.status).toBe(504);
    expect(((await res.json()) as { code: string }).code).toBe('AI_TIMEOUT');
    expect(await t.credits(OWNER)).toBe(100);
  });

  it('cuts the response off when the stream is truncated, and gives the credit back', async () => {
    // Spaced out, so the first pieces have left before the connection drops.
    t.fake.enqueue({ content: 'abcdefghijklmnop', chunks: 8, truncateAfter: 3, delayMs: 100 });
    const res = await complete();
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    await waitFor(async () => expect(await t.credits(OWNER)).toBe(100));
  });

  it('refuses with no credits (400 INSUFFICIENT_CREDITS) and, with 5 left, lets exactly 5 of 10 parallel calls through', async () => {
    await t.setCredits(OWNER, 0);
    const none = await complete();
    expect(none.status).toBe(400);
    expect(((await none.json()) as { code: string }).code).toBe('INSUFFICIENT_CREDITS');
    expect(t.fake.requests).toHaveLength(0);

    await t.setCredits(OWNER, 5);
    const results = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const res = await complete();
        return { status: res.status, text: await res.text() };
      }),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 400, 400, 400, 400, 400]);
    for (const r of results.filter((r) => r.status === 400))
      expect(JSON.parse(r.text).code).toBe('INSUFFICIENT_CREDITS');
    expect(await t.credits(OWNER)).toBe(0);
  });

  it('suggests describing a leaf without a description', async () => {
    const root = createNode({ position: { x: 0, y: 0 }, label: 'Zoo' });
    const leaf = createNode({ position: { x: 0, y: 300 }, label: 'Lions' });
    const add = (node: MapNode) => ({ type: 'node.add', node });
    await owner
      .post('/api/documents/transactions')
      .send({
        id: mapId,
        baseVersion: (await owner.get(`/api/maps/${mapId}`)).body.revision,
        transactions: [
          {
            id: `tx_${Date.now()}`,
            label: 'node.created',
            source: 'user',
            ops: [
              add(root),
              add(leaf),
              {
                type: 'edge.add',
                edge: { data: { id: 'e1', source: root.data.id, target: leaf.data.id } },
              },
            ],
          },
        ],
      })
      .expect(200);
    const res = await owner.get('/api/ai/suggestions').query({ id: mapId }).expect(200);
    expect(res.body).toEqual({
      hasSuggestions: true,
      message: 'The node "Lions" has no description yet. Shall I write one?',
      cta: 'Add more details to the node "Lions"',
      kind: 'describeLeaf',
      nodeId: leaf.data.id,
      label: 'Lions',
    });
    expect(t.fake.requests).toHaveLength(0);
  });
});

describe('AI routes without a model endpoint', () => {
  it('answer 503 AI_NOT_CONFIGURED, every one of them', async () => {
    const t = await startTestApp();
    try {
      const owner = await signedUpAgent(t.app, OWNER);
      const id = await createMap(owner);
      const conversationId = 'conv_1700000000000_abcdefghi';
      const calls = [
        owner.post('/api/documents/chatbot').query({ id }),
        owner.get('/api/documents/chatbot').query({ id, conversationId }),
        owner.put('/api/documents/chatbot').query({ id, conversationId }).send({}),
        owner.delete('/api/documents/chatbot').query({ id, conversationId }),
        owner.post('/api/ai/completeText').query({ id }).send(body),
        owner.get('/api/ai/suggestions').query({ id }),
      ];
      for (const call of calls) {
        const res = await call;
        expect(res.status).toBe(503);
        expect(res.body.code).toBe('AI_NOT_CONFIGURED');
        expect(res.body.message).toContain('OPENAI_BASE_URL');
      }
    } finally {
      await t.close();
    }
  });

  it('answer 502 AI_UNAVAILABLE when the endpoint is down, taking no credit', async () => {
    const fake = await startFakeOpenAi();
    const downUrl = fake.baseUrl;
    await fake.close(); // nothing listens there any more
    const t = await startTestApp({
      ai: { baseUrl: downUrl, model: 'm', contextTokens: 6000, timeoutMs: 5000 },
    });
    try {
      const owner = await signedUpAgent(t.app, OWNER);
      const id = await createMap(owner);
      const res = await owner
        .put('/api/documents/chatbot')
        .query({ id, conversationId: 'conv_1700000000000_abcdefghi' })
        .send({ content: 'hi', role: 'user', currentState: { nodes: [], relations: [] } })
        .expect(502);
      expect(res.body.code).toBe('AI_UNAVAILABLE');
      expect((await owner.get('/api/auth/me').expect(200)).body.user.credits).toBe(100);
    } finally {
      await t.close();
    }
  });
});
