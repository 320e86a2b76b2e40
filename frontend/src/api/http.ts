import { ApiError, NETWORK_ERROR, apiErrorFromResponse } from './ApiError';

/** The part of `fetch` the client uses; tests pass their own. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless it is already a string, or a form or a blob (sent as they are, typed by the browser). */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Lets the request outlive the page (forced save on unload). */
  keepalive?: boolean;
}

/** Sends requests to the API with the session cookie; every failure becomes an ApiError. */
export class Http {
  constructor(private readonly fetchFn: FetchFn = (input, init) => fetch(input, init)) {}

  /** Sends a request and returns the raw response when its status is 2xx. */
  async send(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
    else if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        credentials: 'same-origin',
        keepalive: options.keepalive,
      });
    } catch (error) {
      throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  }

  /** Sends a request and parses the JSON answer (undefined for 204). */
  async json<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.send(path, options);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/**
 * `fetch` with the session cookie, answered in JSON: for the calls `Http`'s options cannot express (a multipart
 * body, an abort signal). Every failure becomes an ApiError, as with `Http`.
 */
export async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      ...init,
    });
  } catch (error) {
    throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as T;
}

/**
 * The page's `fetch` as it is, for a reader that must see the raw answer of a streamed response: the map's event
 * stream (`sync/mapEventStream.ts`) reads its events from the body, and a refusal's status, code and Retry-After.
 */
export function fetchStream(input: string | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, init);
}
