import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  describeEachBackend,
  docHeaders,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakeOpenAi';

// Every route × anonymous, stranger, reader, editor, owner on a private map (and the read routes on a public
// one), asserting the status each must get. A route added to the API without a row here fails the first test.

type Who = 'anonymous' | 'stranger' | 'reader' | 'editor' | 'owner';
const EVERYONE: Who[] = ['anonymous', 'stranger', 'reader', 'editor', 'owner'];

/** What a route needs: nothing, a session, or a role on the map it names. */
type Need = 'public' | 'session' | 'read' | 'write' | 'own';

interface Person {
  email: string;
  cookie: string;
}

interface Ctx {
  t: TestApp;
  mapId: string;
  owner: string;
  ownerCookie: string;
  baseUrl: string;
}

interface RouteCase {
  /** `METHOD /api/path/{param}` as the OpenAPI document names it. */
  route: string;
  need: Need;
  /** Whether the route refuses anonymous callers with 401 before looking at the map (AuthGuard). */
  guard: 'session' | 'optional';
  /** Status of an allowed call. */
  ok: number;
  send: (ctx: Ctx, cookie: string | undefined) => Promise<number>;
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function withCookie(test: request.Test, cookie: string | undefined): request.Test {
  return cookie ? test.set('cookie', cookie) : test;
}

const status = async (test: request.Test) => (await test).status;

/** The node every fresh map has, which attachments are stored for. */
const ATTACHED = 'attached';

function nodeTx(id: string) {
  return {
    id: `tx_${id}`,
    label: 'node.created',
    source: 'user',
    ops: [{ type: 'node.add', node: { position: { x: 0, y: 0 }, data: { id, label: id } } }],
  };
}

/** The presence session the caller's event stream on the map is given, or null when it is given none. */
async function openStreamSession(
  c: Ctx,
  cookie: string | undefined,
  signal: AbortSignal,
): Promise<string | null> {
  // Only signed-in callers are given a session (an anonymous stream of a public map never says hello).
  if (!cookie) return null;
  const res = await fetch(`${c.baseUrl}/api/documents/events?id=${c.mapId}`, {
    headers: cookie ? { cookie } : {},
    signal,
  });
  if (res.status !== 200 || !res.body) return null;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const hello = /event: presence-hello\ndata: \{"session":"([^"]+)"/.exec(text);
    if (hello) return hello[1];
    const { value, done } = await reader.read();
    if (done) return null;
    text += decoder.decode(value, { stream: true });
  }
}

/** An attachment the owner uploaded to node ATTACHED of the map; its stored name. */
async function ownerAttachment(c: Ctx): Promise<string> {
  const res = await c.t
    .http()
    .post('/api/nodes/attachments/upload')
    .set('cookie', c.ownerCookie)
    .field('mapId', c.mapId)
    .field('nodeId', ATTACHED)
    .attach('file', PNG_1PX, { filename: 'dot.png', contentType: 'image/png' });
  return res.body.attachment.fileName as string;
}

/** A titled node the owner added to the map (a flashcard); its id. */
async function ownerNode(c: Ctx): Promise<string> {
  const since = await c.t.http().get(`/api/maps/${c.mapId}`).set('cookie', c.ownerCookie);
  const id = `n${++seq}`;
  await c.t
    .http()
    .post('/api/documents/transactions')
    .set('cookie', c.ownerCookie)
    .send({ id: c.mapId, baseVersion: since.body.revision, transactions: [nodeTx(id)] })
    .expect(200);
  return id;
}

let seq = 0;
const ROUTES: RouteCase[] = [
  {
    route: 'GET /api/health',
    need: 'public',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/health'), k)),
  },
  {
    route: 'GET /api/icons/search',
    need: 'public',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/icons/search').query({ query: 'home' }), k)),
  },
  {
    route: 'GET /api/icons/svg/{file}',
    need: 'public',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/icons/svg/home.svg'), k)),
  },
  {
    route: 'GET /api/icons/get-svg',
    need: 'public',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/icons/get-svg').query({ icon: 'home' }), k)),
  },
  {
    route: 'POST /api/auth/signup',
    need: 'public',
    guard: 'optional',
    ok: 201,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/auth/signup'), k).send({
          email: `new${++seq}.${Date.now()}@example.com`,
          password: 'correct horse',
          name: 'New',
        }),
      ),
  },
  {
    route: 'POST /api/auth/signin',
    need: 'public',
    guard: 'optional',
    ok: 401, // wrong password: the route answers everyone the same way
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/auth/signin'), k).send({
          email: 'nobody@example.com',
          password: 'wrong password',
        }),
      ),
  },
  {
    route: 'POST /api/auth/signout',
    need: 'public',
    guard: 'optional',
    ok: 204,
    // Signing out with the shared cookie would end the session the other rows use: send none.
    send: (c) => status(c.t.http().post('/api/auth/signout')),
  },
  {
    route: 'GET /api/auth/session',
    need: 'public',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/auth/session'), k)),
  },
  {
    route: 'GET /api/auth/me',
    need: 'session',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/auth/me'), k)),
  },
  {
    route: 'PATCH /api/auth/me',
    need: 'session',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().patch('/api/auth/me'), k).send({})),
  },
  {
    route: 'POST /api/maps',
    need: 'session',
    guard: 'session',
    ok: 201,
    send: (c, k) => status(withCookie(c.t.http().post('/api/maps'), k).send({ title: 'x' })),
  },
  {
    route: 'GET /api/getAvailableTrees',
    need: 'session',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/getAvailableTrees'), k)),
  },
  {
    route: 'POST /api/maps/{id}/duplicate',
    need: 'read',
    guard: 'session',
    ok: 201,
    send: (c, k) => status(withCookie(c.t.http().post(`/api/maps/${c.mapId}/duplicate`), k).send({})),
  },
  {
    route: 'GET /api/maps/{id}',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get(`/api/maps/${c.mapId}`), k)),
  },
  {
    route: 'DELETE /api/maps/{id}',
    need: 'own',
    guard: 'session',
    ok: 204,
    send: (c, k) => status(withCookie(c.t.http().delete(`/api/maps/${c.mapId}`), k)),
  },
  {
    route: 'PUT /api/maps/{id}/favorite',
    need: 'read',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(withCookie(c.t.http().put(`/api/maps/${c.mapId}/favorite`), k).send({ favorite: true })),
  },
  {
    route: 'PUT /api/maps/{id}/tags',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(withCookie(c.t.http().put(`/api/maps/${c.mapId}/tags`), k).send({ tags: ['work'] })),
  },
  {
    route: 'PUT /api/maps/{id}/template',
    need: 'own',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(withCookie(c.t.http().put(`/api/maps/${c.mapId}/template`), k).send({ template: true })),
  },
  {
    route: 'GET /api/maps/{id}/preview.png',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get(`/api/maps/${c.mapId}/preview.png`), k)),
  },
  {
    route: 'GET /api/documents/download',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) =>
      status(withCookie(c.t.http().get('/api/documents/download'), k).set(docHeaders(c.mapId, c.owner))),
  },
  {
    route: 'PUT /api/documents/upload',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().put('/api/documents/upload'), k)
          .set(docHeaders(c.mapId, c.owner))
          .set('If-Match', '*')
          .send({ nodes: [], edges: [] }),
      ),
  },
  {
    route: 'GET /api/maps/{id}/versions',
    need: 'write',
    guard: 'optional',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get(`/api/maps/${c.mapId}/versions`), k)),
  },
  {
    route: 'GET /api/maps/{id}/versions/{versionId}',
    need: 'write',
    guard: 'optional',
    ok: 200,
    send: async (c, k) => {
      // The owner's first save keeps the map's first version.
      const since = await c.t.http().get(`/api/maps/${c.mapId}`).set('cookie', c.ownerCookie);
      const body = { id: c.mapId, baseVersion: since.body.revision, transactions: [nodeTx(`n${++seq}`)] };
      await c.t
        .http()
        .post('/api/documents/transactions')
        .set('cookie', c.ownerCookie)
        .send(body)
        .expect(200);
      const list = await c.t.http().get(`/api/maps/${c.mapId}/versions`).set('cookie', c.ownerCookie);
      const versionId = list.body.versions[0].id as string;
      return status(withCookie(c.t.http().get(`/api/maps/${c.mapId}/versions/${versionId}`), k));
    },
  },
  {
    route: 'POST /api/documents/transactions',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: async (c, k) => {
      const since = await c.t.http().get(`/api/maps/${c.mapId}`).set('cookie', c.ownerCookie);
      const body = { id: c.mapId, baseVersion: since.body.revision, transactions: [nodeTx(`n${++seq}`)] };
      return status(withCookie(c.t.http().post('/api/documents/transactions'), k).send(body));
    },
  },
  {
    route: 'GET /api/documents/transactions',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) =>
      status(withCookie(c.t.http().get('/api/documents/transactions'), k).query({ id: c.mapId, since: 0 })),
  },
  {
    route: 'GET /api/documents/events',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: async (c, k) => {
      // An event stream never ends: read the status from the headers, then hang up.
      const abort = new AbortController();
      const res = await fetch(`${c.baseUrl}/api/documents/events?id=${c.mapId}`, {
        headers: k ? { cookie: k } : {},
        signal: abort.signal,
      });
      abort.abort();
      return res.status;
    },
  },
  {
    route: 'POST /api/documents/presence',
    need: 'read',
    guard: 'session',
    ok: 204,
    send: async (c, k) => {
      // A presence update names the caller's open event stream: open one and take its session, as the app does.
      const abort = new AbortController();
      try {
        const session = (await openStreamSession(c, k, abort.signal)) ?? `matrix_${++seq}_session`;
        return await status(
          withCookie(c.t.http().post('/api/documents/presence'), k)
            .query({ id: c.mapId })
            .send({ session, selection: [], pointer: null }),
        );
      } finally {
        abort.abort();
      }
    },
  },
  {
    route: 'POST /api/s3/updateTreeMetadata',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/s3/updateTreeMetadata'), k).send({
          id: c.mapId,
          owner: c.owner,
          treeTitle: 'Renamed',
        }),
      ),
  },
  {
    route: 'GET /api/getDocumentMembers',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/getDocumentMembers'), k).query({ id: c.mapId })),
  },
  {
    route: 'POST /api/s3/getSignedUrl',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/s3/getSignedUrl'), k).send({
          objectOwnerEmail: c.owner,
          documentId: c.mapId,
          resourcePath: 'map',
          method: 'GET',
        }),
      ),
  },
  {
    route: 'POST /api/s3/uploadImage',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/s3/uploadImage'), k)
          .field('owner', c.owner)
          .field('mapId', c.mapId)
          .field('imageName', 'dot.png')
          .attach('image', PNG_1PX, { filename: 'dot.png', contentType: 'image/png' }),
      ),
  },
  {
    route: 'POST /api/s3/uploadAsset',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/s3/uploadAsset'), k)
          .field('owner', c.owner)
          .field('mapId', c.mapId)
          .field('imageName', 'backdrop.png')
          .attach('image', PNG_1PX, { filename: 'backdrop.png', contentType: 'image/png' }),
      ),
  },
  {
    route: 'GET /api/images/{mapId}/{name}',
    need: 'read',
    guard: 'optional',
    ok: 302,
    send: async (c, k) => {
      await c.t
        .http()
        .post('/api/s3/uploadAsset')
        .set('cookie', c.ownerCookie)
        .field('owner', c.owner)
        .field('mapId', c.mapId)
        .field('imageName', 'backdrop.png')
        .attach('image', PNG_1PX, { filename: 'backdrop.png', contentType: 'image/png' });
      return status(withCookie(c.t.http().get(`/api/images/${c.mapId}/backdrop.png`), k));
    },
  },
  {
    route: 'POST /api/s3/getImage',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/s3/getImage'), k).send({
          owner: c.owner,
          mapId: c.mapId,
          imageName: 'preview.png',
        }),
      ),
  },
  {
    route: 'POST /api/documents/export',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/documents/export'), k).send({
          id: c.mapId,
          owner: c.owner,
          outputFormat: 'opml',
          entitiesToExport: [],
        }),
      ),
  },
  {
    route: 'POST /api/maps/import',
    need: 'session',
    guard: 'session',
    ok: 201,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/maps/import'), k).attach(
          'file',
          Buffer.from('# Root\n## Child\n'),
          'x.md',
        ),
      ),
  },
  {
    route: 'GET /api/nodes/attachments/list',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().get('/api/nodes/attachments/list'), k).query({
          mapId: c.mapId,
          nodeId: ATTACHED,
        }),
      ),
  },
  {
    route: 'POST /api/nodes/attachments/upload',
    need: 'write',
    guard: 'session',
    ok: 201,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/nodes/attachments/upload'), k)
          .field('mapId', c.mapId)
          .field('nodeId', ATTACHED)
          .attach('file', PNG_1PX, { filename: 'dot.png', contentType: 'image/png' }),
      ),
  },
  {
    route: 'GET /api/nodes/attachments/download',
    need: 'read',
    guard: 'optional',
    ok: 200,
    send: async (c, k) => {
      const fileName = await ownerAttachment(c);
      return status(
        withCookie(c.t.http().get('/api/nodes/attachments/download'), k).query({
          mapId: c.mapId,
          nodeId: ATTACHED,
          fileName,
        }),
      );
    },
  },
  {
    route: 'DELETE /api/nodes/attachments/delete',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: async (c, k) => {
      const fileName = await ownerAttachment(c);
      return status(
        withCookie(c.t.http().delete('/api/nodes/attachments/delete'), k).query({
          mapId: c.mapId,
          nodeId: ATTACHED,
          fileName,
        }),
      );
    },
  },
  {
    route: 'POST /api/maps/{id}/reviews',
    need: 'read',
    guard: 'session',
    ok: 200,
    send: async (c, k) => {
      const nodeId = await ownerNode(c);
      return status(
        withCookie(c.t.http().post(`/api/maps/${c.mapId}/reviews`), k).send({ nodeId, rating: 3 }),
      );
    },
  },
  {
    route: 'DELETE /api/maps/{id}/reviews/last',
    need: 'read',
    guard: 'session',
    ok: 200,
    send: async (c, k) => {
      const nodeId = await ownerNode(c);
      await withCookie(c.t.http().post(`/api/maps/${c.mapId}/reviews`), k).send({ nodeId, rating: 3 });
      return status(withCookie(c.t.http().delete(`/api/maps/${c.mapId}/reviews/last`), k));
    },
  },
  {
    route: 'GET /api/maps/{id}/reviews/due',
    need: 'read',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get(`/api/maps/${c.mapId}/reviews/due`), k)),
  },
  {
    route: 'GET /api/maps/{id}/reviews/stats',
    need: 'read',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get(`/api/maps/${c.mapId}/reviews/stats`), k)),
  },
];

const conversation = () => `conv_${Date.now()}_${(++seq).toString(36).padStart(9, '0')}`;
const chatMessage = { content: 'Hello', role: 'user', currentState: { nodes: [], relations: [] } };

// The AI routes (spec §7.5) run against the OpenAI-compatible test server; each allowed call costs one credit.
ROUTES.push(
  {
    route: 'POST /api/documents/chatbot',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().post('/api/documents/chatbot'), k).query({ id: c.mapId })),
  },
  {
    route: 'GET /api/documents/chatbot',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().get('/api/documents/chatbot'), k).query({
          id: c.mapId,
          conversationId: conversation(),
        }),
      ),
  },
  {
    route: 'PUT /api/documents/chatbot',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().put('/api/documents/chatbot'), k)
          .query({ id: c.mapId, conversationId: conversation() })
          .send(chatMessage),
      ),
  },
  {
    route: 'DELETE /api/documents/chatbot',
    need: 'write',
    guard: 'session',
    ok: 204,
    send: async (c, k) => {
      // Conversations are the caller's own: start one as the caller (refused alike when the role is too weak).
      const query = { id: c.mapId, conversationId: conversation() };
      await withCookie(c.t.http().put('/api/documents/chatbot'), k).query(query).send(chatMessage);
      return status(withCookie(c.t.http().delete('/api/documents/chatbot'), k).query(query));
    },
  },
  {
    route: 'POST /api/ai/completeText',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) =>
      status(
        withCookie(c.t.http().post('/api/ai/completeText'), k)
          .query({ id: c.mapId })
          .send({ documentName: 'M', node: 'Topic', content: '', outputLanguage: 'english' }),
      ),
  },
  {
    route: 'GET /api/ai/suggestions',
    need: 'write',
    guard: 'session',
    ok: 200,
    send: (c, k) => status(withCookie(c.t.http().get('/api/ai/suggestions'), k).query({ id: c.mapId })),
  },
);

/** Cases that are not routes of their own in the OpenAPI document but are checked separately below. */
const SHARING_ROUTE: RouteCase = {
  route: 'POST /api/s3/updateTreeMetadata (sharing)',
  need: 'own',
  guard: 'session',
  ok: 200,
  send: (c, k) =>
    status(
      withCookie(c.t.http().post('/api/s3/updateTreeMetadata'), k).send({
        id: c.mapId,
        members: { 'reader@example.com': 'reader', 'editor@example.com': 'editor' },
        isPublic: false,
      }),
    ),
};

const SIGNED_PUT_ROUTE: RouteCase = {
  route: 'POST /api/s3/getSignedUrl (PUT of an asset)',
  need: 'write',
  guard: 'optional',
  ok: 200,
  send: (c, k) =>
    status(
      withCookie(c.t.http().post('/api/s3/getSignedUrl'), k).send({
        objectOwnerEmail: c.owner,
        documentId: c.mapId,
        resourcePath: 'assets/a.png',
        contentType: 'image/png',
        method: 'PUT',
      }),
    ),
};

/** The status `who` must get from a route on a private map. */
function expected(route: RouteCase, who: Who): number {
  if (route.need === 'public') return route.ok;
  if (who === 'anonymous') return route.guard === 'session' ? 401 : 404;
  if (route.need === 'session') return route.ok;
  if (who === 'stranger') return 404;
  if (route.need === 'read') return route.ok;
  if (who === 'reader') return 403;
  if (route.need === 'write') return route.ok;
  return who === 'owner' ? route.ok : 403;
}

/** On a public map everyone is at least a reader: anonymous reads pass, anonymous writes need a session. */
function expectedPublic(route: RouteCase, who: Who): number {
  if (route.need === 'public') return route.ok;
  if (who === 'anonymous') {
    if (route.guard === 'session') return 401;
    return route.need === 'read' ? route.ok : 403;
  }
  return expected(route, who === 'stranger' ? 'reader' : who);
}

describeEachBackend('authorization matrix', (backend) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let baseUrl: string;
  const people = {} as Record<Exclude<Who, 'anonymous'>, Person>;

  async function signUp(who: string): Promise<Person> {
    const email = `${who}@example.com`;
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({ email, password: 'correct horse', name: who })
      .expect(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    return { email, cookie };
  }

  /** A fresh map of the owner, shared with the reader and the editor, with a stored preview image. */
  async function freshMap(isPublic: boolean): Promise<string> {
    const owner = people.owner.cookie;
    const created = await t.http().post('/api/maps').set('cookie', owner).send({ title: 'M' }).expect(201);
    const id = created.body.id as string;
    await t
      .http()
      .post('/api/s3/updateTreeMetadata')
      .set('cookie', owner)
      .send({ id, members: { [people.reader.email]: 'reader', [people.editor.email]: 'editor' }, isPublic })
      .expect(200);
    await t
      .http()
      .post('/api/s3/uploadImage')
      .set('cookie', owner)
      .field('owner', people.owner.email)
      .field('mapId', id)
      .field('imageName', 'preview.png')
      .attach('image', PNG_1PX, { filename: 'preview.png', contentType: 'image/png' })
      .expect(200);
    // The node attachments are stored for (files are kept only for nodes of the saved map).
    await t
      .http()
      .post('/api/documents/transactions')
      .set('cookie', owner)
      .send({ id, baseVersion: 0, transactions: [nodeTx(ATTACHED)] })
      .expect(200);
    return id;
  }

  const ctxFor = (mapId: string): Ctx => ({
    t,
    mapId,
    owner: people.owner.email,
    ownerCookie: people.owner.cookie,
    baseUrl,
  });
  const cookieOf = (who: Who) => (who === 'anonymous' ? undefined : people[who].cookie);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const ai = { baseUrl: fake.baseUrl, model: 'test', contextTokens: 6000, timeoutMs: 10_000 };
    t = await startTestApp({ ai }, backend);
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    for (const who of ['owner', 'editor', 'reader', 'stranger'] as const) people[who] = await signUp(who);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await fake.close();
    await t.close();
  }, SERVICES_HOOK_TIMEOUT);

  it('has a row for every route of the API', async () => {
    const docs = await t.http().get('/api/docs-json').expect(200);
    const documented = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(ROUTES.map((r) => r.route));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !documented.includes(route))).toEqual([]);
  });

  for (const route of [...ROUTES, SHARING_ROUTE, SIGNED_PUT_ROUTE]) {
    it(`${route.route}: anonymous, stranger, reader, editor, owner on a private map`, async () => {
      const got: Record<string, number> = {};
      const want: Record<string, number> = {};
      for (const who of EVERYONE) {
        const mapId = await freshMap(false);
        got[who] = await route.send(ctxFor(mapId), cookieOf(who));
        want[who] = expected(route, who);
      }
      expect(got).toEqual(want);
    });

    if (route.need === 'read' || route.need === 'write' || route.need === 'own') {
      it(`${route.route}: the same callers on a public map`, async () => {
        const got: Record<string, number> = {};
        const want: Record<string, number> = {};
        for (const who of EVERYONE) {
          const mapId = await freshMap(true);
          got[who] = await route.send(ctxFor(mapId), cookieOf(who));
          want[who] = expectedPublic(route, who);
        }
        expect(got).toEqual(want);
      });
    }
  }

  it('refuses the signed blob route without a valid signature, whoever asks', async () => {
    const mapId = await freshMap(true);
    for (const who of EVERYONE) {
      const key = `${people.owner.email}/${mapId}/map`;
      const res = await withCookie(t.http().get(`/api/blobs/${key}`), cookieOf(who));
      // S3 mode has no blob route at all (404); the filesystem store demands a signature (403).
      expect([backend === 'postgres+s3' ? 404 : 403, 404]).toContain(res.status);
      expect(res.status).not.toBe(200);
    }
  });

  it("refuses a reader's writes on the server and keeps the stored map as it was", async () => {
    const mapId = await freshMap(false);
    const reader = people.reader.cookie;
    const before = await t
      .http()
      .get('/api/documents/download')
      .set('cookie', people.owner.cookie)
      .set(docHeaders(mapId, people.owner.email))
      .expect(200);
    const tx = await t
      .http()
      .post('/api/documents/transactions')
      .set('cookie', reader)
      .send({
        id: mapId,
        baseVersion: Number(before.headers.etag.replace(/"/g, '')),
        transactions: [nodeTx('r')],
      });
    expect(tx.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const upload = await t
      .http()
      .put('/api/documents/upload')
      .set('cookie', reader)
      .set(docHeaders(mapId, people.owner.email))
      .set('If-Match', '*')
      .send({ nodes: [{ position: { x: 0, y: 0 }, data: { id: 'r', label: 'r' } }], edges: [] });
    expect(upload.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    const share = await t
      .http()
      .post('/api/s3/updateTreeMetadata')
      .set('cookie', reader)
      .send({ id: mapId, isPublic: true });
    expect(share.status).toBe(403);
    const after = await t
      .http()
      .get('/api/documents/download')
      .set('cookie', people.owner.cookie)
      .set(docHeaders(mapId, people.owner.email))
      .expect(200);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).toEqual(before.body);
    const info = await t.http().get(`/api/maps/${mapId}`).set('cookie', people.owner.cookie).expect(200);
    expect(info.body.isPublic).toBe(false);
  });
});
