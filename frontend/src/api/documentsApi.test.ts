import { emptyDocument } from '@mapa/model';
import { createDocumentsApi, revisionFromEtag } from './documentsApi';
import { Http } from './http';

const ref = { id: 'abcdefghijkl', owner: 'ada@example.com' };

describe('revisionFromEtag', () => {
  it('reads quoted, weak and bare revisions', () => {
    expect(revisionFromEtag('"12"')).toBe(12);
    expect(revisionFromEtag('W/"3"')).toBe(3);
    expect(revisionFromEtag('4')).toBe(4);
    expect(revisionFromEtag('"abc"')).toBeNull();
    expect(revisionFromEtag(null)).toBeNull();
  });
});

describe('documents API', () => {
  it('downloads with the document headers and normalises the graph', async () => {
    const seen: RequestInit[] = [];
    const api = createDocumentsApi(
      new Http(async (_url, init = {}) => {
        seen.push(init);
        const body = {
          nodes: [{ position: { x: 0, y: 0 }, data: { id: 'n' } }],
          edges: [{ data: { id: 'e', source: 'n', target: 'gone' } }],
        };
        return new Response(JSON.stringify(body), {
          headers: { etag: '"5"', 'last-modified': 'Tue, 01 Jan 2030 00:00:00 GMT' },
        });
      }),
    );
    const result = await api.download(ref);
    expect(seen[0].headers).toMatchObject({
      'document-id': ref.id,
      'document-owner': ref.owner,
      'document-path': 'map',
    });
    expect(result.revision).toBe(5);
    expect(result.document.edges).toEqual([]); // dangling edge dropped (spec §4.1)
  });

  it('refuses a stored document that does not parse, naming the path', async () => {
    const api = createDocumentsApi(
      new Http(async () => new Response(JSON.stringify({ nodes: [{}], edges: [] }))),
    );
    await expect(api.download(ref)).rejects.toMatchObject({
      code: 'INVALID_DOCUMENT',
      path: expect.stringContaining('nodes[0]'),
    });
  });

  it('uploads with if-match of the known revision and returns the new one', async () => {
    const seen: RequestInit[] = [];
    const api = createDocumentsApi(
      new Http(async (_url, init = {}) => {
        seen.push(init);
        return new Response(
          JSON.stringify({ success: true, lastModified: '2030-01-01T00:00:00.000Z', revision: 6 }),
        );
      }),
    );
    const result = await api.upload(ref, emptyDocument(), { revision: 5, keepalive: true });
    expect(result).toEqual({ revision: 6, lastModified: '2030-01-01T00:00:00.000Z' });
    expect(seen[0]).toMatchObject({ method: 'PUT', keepalive: true, headers: { 'if-match': '"5"' } });
    const json = JSON.stringify(emptyDocument());
    await api.upload(ref, json, { revision: 6 });
    expect(seen[1]).toMatchObject({ body: json, headers: { 'if-match': '"6"' } }); // a serialised one as it is
  });
});
