import { createApi } from '../api';
import { canSave, loadMap } from './loadMap';

const t = (key: string) => `t:${key}`;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

describe('loadMap', () => {
  it('opens the demo map without the server, never to be saved', async () => {
    const api = createApi(() => Promise.reject(new Error('no server in this test')));
    const map = await loadMap(api, 'demo', t);
    expect(map.demo).toBe(true);
    expect(map.title).toBe('t:demo.title');
    expect(map.document.nodes.length).toBeGreaterThan(1);
    expect(canSave(map)).toBe(false);
  });

  it('reads the metadata, then the document from its owner, keeping role and revision', async () => {
    const urls: string[] = [];
    const api = createApi(async (url) => {
      urls.push(url);
      if (url.startsWith('/api/maps/')) {
        return json({
          id: 'm1',
          owner: 'o@x.org',
          ownerName: 'O',
          name: 'Plan',
          role: 'reader',
          revision: 3,
        });
      }
      return json({ nodes: [], edges: [] }, 200, { etag: '"3"' });
    });
    const map = await loadMap(api, 'm1', t);
    expect(urls[0]).toBe('/api/maps/m1');
    expect(urls[1]).toMatch(/^\/api\/documents\/download\?cacheBust=\d+$/);
    expect(map).toMatchObject({ title: 'Plan', role: 'reader', owner: 'o@x.org', revision: 3, demo: false });
    expect(canSave(map)).toBe(false);
    expect(canSave({ role: 'editor', demo: false })).toBe(true);
  });

  it('opens a document that fails its check, reporting the check instead of refusing it (issue #18)', async () => {
    const api = createApi(async (url) => {
      if (url.startsWith('/api/maps/'))
        return json({ id: 'm1', owner: 'o@x.org', ownerName: 'O', name: 'Plan', role: 'owner', revision: 3 });
      return json({ nodes: [{ position: { x: 0, y: 0 }, data: { id: 'a', textSize: -3 } }], edges: [] });
    });
    const roles: string[] = [];
    const map = await loadMap(api, 'm1', t, { onRole: (role) => roles.push(role) });
    expect(roles).toEqual(['owner']);
    expect(map.document.nodes.map((n) => n.data.id)).toEqual(['a']);
    expect(map.check).toMatchObject({ done: true, error: { path: 'nodes[0].data.textSize' } });
  });

  it('refuses a document that cannot even be drawn, naming the path', async () => {
    const api = createApi(async (url) => {
      if (url.startsWith('/api/maps/'))
        return json({ id: 'm1', owner: 'o@x.org', ownerName: 'O', name: 'Plan', role: 'owner', revision: 3 });
      return json({ nodes: [{ data: { id: 'a' } }], edges: [] });
    });
    await expect(loadMap(api, 'm1', t)).rejects.toMatchObject({
      status: 422,
      code: 'INVALID_DOCUMENT',
      path: 'nodes[0].position',
    });
  });

  it('passes a 404 on as an ApiError', async () => {
    const api = createApi(async () =>
      json({ statusCode: 404, code: 'MAP_NOT_FOUND', message: 'Map not found' }, 404),
    );
    await expect(loadMap(api, 'nope', t)).rejects.toMatchObject({ status: 404, code: 'MAP_NOT_FOUND' });
  });
});
