import { ApiError } from './ApiError';
import { Http } from './http';

type Call = { url: string; init: RequestInit };

function recordingFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = async (url: string, init: RequestInit = {}) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  };
  return { calls, http: new Http(fetchFn) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Http', () => {
  it('sends JSON with the session cookie and parses the answer', async () => {
    const { calls, http } = recordingFetch(() => json({ ok: 1 }));
    await expect(
      http.json('/api/x', { method: 'POST', body: { a: 1 }, query: { q: 'z y' } }),
    ).resolves.toEqual({
      ok: 1,
    });
    expect(calls[0].url).toBe('/api/x?q=z+y');
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('turns an error body into an ApiError with status, code, message and path', async () => {
    const { http } = recordingFetch(() =>
      json({ statusCode: 400, code: 'INVALID_DOCUMENT', message: 'bad id', path: 'nodes[2].data.id' }, 400),
    );
    const error = await http.json('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_DOCUMENT',
      message: 'bad id',
      path: 'nodes[2].data.id',
    });
  });

  it('falls back to the status when the error body is not JSON', async () => {
    const { http } = recordingFetch(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(http.json('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Bad Gateway',
    });
  });

  it('reports a request that never reached the server as a network error', async () => {
    const { http } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await http.json('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetworkError).toBe(true);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('answers undefined for 204', async () => {
    const { http } = recordingFetch(() => new Response(null, { status: 204 }));
    await expect(http.json('/api/auth/signout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
