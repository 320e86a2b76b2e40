import type { FetchFn } from '../api/http';

/** A request the fake AI server got: method, path, query and the JSON body. */
export interface AiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Stands in for the server's AI routes at the fetch boundary, so stores run with the real API client: records every
 * request and answers from `answer` (a JSON value, or a string sent as a text stream).
 */
export function aiServer(answer: (request: AiRequest) => unknown) {
  const requests: AiRequest[] = [];
  const fetchFn: FetchFn = (input, init = {}) => {
    const url = new URL(input, 'http://mapa.test');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const value = answer(request);
    return Promise.resolve(
      typeof value === 'string'
        ? new Response(value, { headers: { 'content-type': 'text/plain' } })
        : new Response(JSON.stringify(value ?? null), { headers: { 'content-type': 'application/json' } }),
    );
  };
  return {
    fetchFn,
    requests,
    /** The requests to `method path`. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
