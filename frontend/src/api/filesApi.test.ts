import { createApi } from './index';
import { ApiError } from './ApiError';

type Call = { url: string; init: RequestInit };

function recording(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  const api = createApi(async (url, init = {}) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  return { calls, api };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('files API', () => {
  it('imports a file as a multipart form with the theme, answered with the new map', async () => {
    const { calls, api } = recording(() => json({ id: 'new-map' }));
    const file = new File(['# Title'], 'notes.md', { type: 'text/markdown' });
    await expect(api.files.importMap(file, 'midnight')).resolves.toEqual({ id: 'new-map' });
    expect(calls[0].url).toBe('/api/maps/import');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    const form = calls[0].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('theme')).toBe('midnight');
    expect((form.get('file') as File).name).toBe('notes.md');
    // The browser sets the multipart boundary: no JSON content type may replace it.
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('an import the server refuses is an ApiError with its code', async () => {
    const { api } = recording(() =>
      json({ statusCode: 422, code: 'IMPORT_UNREADABLE', message: 'unreadable', path: 'file' }, 422),
    );
    const error = await api.files.importMap(new File(['x'], 'x.mm')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'IMPORT_UNREADABLE', path: 'file' });
  });

  it('exports the saved map: the blob and the file name the server suggests', async () => {
    const { calls, api } = recording(
      () =>
        new Response('<opml/>', {
          headers: { 'content-disposition': 'attachment; filename="Plan.opml"' },
        }),
    );
    const result = await api.files.exportMap({ id: 'm1', owner: 'o@example.com' }, 'opml');
    expect(await result.blob.text()).toBe('<opml/>');
    expect(result.disposition).toBe('attachment; filename="Plan.opml"');
    expect(calls[0].url).toBe('/api/documents/export');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      id: 'm1',
      owner: 'o@example.com',
      outputFormat: 'opml',
      entitiesToExport: [],
    });
  });

  it('an export refused by the server is an ApiError with its code, and one cut off midway is EXPORT_INTERRUPTED', async () => {
    const refused = recording(() =>
      json({ statusCode: 503, code: 'EXPORT_TIMED_OUT', message: 'took too long' }, 503),
    );
    await expect(refused.api.files.exportMap({ id: 'm1', owner: 'o' }, 'pdf')).rejects.toMatchObject({
      status: 503,
      code: 'EXPORT_TIMED_OUT',
    });
    // The answer starts (200, first bytes) and then the connection drops.
    const cut = recording(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('%PDF-1.7'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { headers: { 'content-type': 'application/pdf' } });
    });
    const error = await cut.api.files.exportMap({ id: 'm1', owner: 'o' }, 'pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'EXPORT_INTERRUPTED' });
  });

  it('reads a stored file as a blob, and a missing one fails', async () => {
    const { calls, api } = recording(({ url }) =>
      url.endsWith('/gone.png') ? json({ statusCode: 404, message: 'no' }, 404) : new Response('PNG'),
    );
    expect(await (await api.files.file('/api/images/m1/a.png')).text()).toBe('PNG');
    expect(calls[0].init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    await expect(api.files.file('/api/images/m1/gone.png')).rejects.toMatchObject({ status: 404 });
  });
});

describe('media API (spec §7.2 signed URLs)', () => {
  it('asks for a signed URL, PUTs the base64 bytes to it, then confirms the asset', async () => {
    const { calls, api } = recording(({ url }) =>
      url === '/api/s3/getSignedUrl'
        ? json({ signedUrl: 'https://store.example/put?X-Amz-Signature=1' })
        : url.startsWith('https://store.example')
          ? json({ contentType: 'image/png', size: 3 })
          : new Response(null, { status: 204 }),
    );
    const request = {
      objectOwnerEmail: 'o@example.com',
      contentType: 'image/png',
      isPublic: true,
      documentId: 'm1',
      resourcePath: 'assets/a.png',
      method: 'PUT' as const,
    };
    const { signedUrl } = await api.media.signedUrl(request);
    await expect(api.media.putSigned(signedUrl, 'image/png', 'iVBO')).resolves.toEqual({
      contentType: 'image/png',
      size: 3,
    });
    await expect(api.media.confirm('o@example.com', 'm1', 'a.png')).resolves.toBeUndefined();
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/s3/getSignedUrl'],
      ['PUT', 'https://store.example/put?X-Amz-Signature=1'],
      ['POST', '/api/s3/getImage'],
    ]);
    expect(JSON.parse(calls[0].init.body as string)).toEqual(request);
    expect(calls[1].init.body).toBe('iVBO');
    expect(calls[1].init.headers).toMatchObject({
      'content-type': 'image/png',
      'content-encoding': 'base64',
    });
    expect(JSON.parse(calls[2].init.body as string)).toEqual({
      owner: 'o@example.com',
      mapId: 'm1',
      imageName: 'a.png',
    });
  });
});
