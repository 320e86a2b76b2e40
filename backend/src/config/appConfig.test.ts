import { DEFAULT_AI_MODEL, loadConfig, parsePublicUrl, parseTrustProxy } from './appConfig';

const base = { DATA_DIR: '/tmp/x', SESSION_SECRET: 's'.repeat(32) };

describe('configuration', () => {
  it('reads TRUST_PROXY as Express expects: hop counts as numbers, booleans, lists as given', () => {
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('takes PUBLIC_URL as an origin, defaulting to this server on localhost', () => {
    expect(parsePublicUrl(undefined, 3000)).toBe('http://localhost:3000');
    expect(parsePublicUrl('', 8080)).toBe('http://localhost:8080');
    expect(parsePublicUrl('https://Maps.Example.com/', 3000)).toBe('https://maps.example.com');
    expect(parsePublicUrl('https://maps.example.com:8443', 3000)).toBe('https://maps.example.com:8443');
    for (const bad of [
      'maps.example.com',
      'ftp://maps.example.com',
      'https://maps.example.com/app',
      'https://x.io/?a=1',
    ])
      expect(() => parsePublicUrl(bad, 3000)).toThrow(/^PUBLIC_URL must be an http\(s\) origin/);
    expect(loadConfig({ DATA_DIR: '/tmp/x', SESSION_SECRET: 's'.repeat(32), PORT: '4000' }).publicUrl).toBe(
      'http://localhost:4000',
    );
  });

  it('leaves the AI assistant off without OPENAI_BASE_URL, whatever else is set', () => {
    expect(loadConfig(base).ai).toBeUndefined();
    expect(
      loadConfig({ ...base, OPENAI_BASE_URL: '', OPENAI_MODEL: 'llama3', AI_TIMEOUT_MS: '5000' }).ai,
    ).toBeUndefined();
  });

  it('reaches the endpoint with the model gpt-4o-mini, a 6,000-token prompt and a 60 s timeout by default', () => {
    expect(loadConfig({ ...base, OPENAI_BASE_URL: 'http://localhost:11434/v1' }).ai).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'gpt-4o-mini',
      contextTokens: 6000,
      timeoutMs: 60_000,
    });
    expect(DEFAULT_AI_MODEL).toBe('gpt-4o-mini');
  });

  it('takes the key, the model, the token budget and the timeout from the environment', () => {
    const ai = loadConfig({
      ...base,
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'gpt-4.1',
      AI_CONTEXT_TOKENS: '12000',
      AI_TIMEOUT_MS: '1500',
    }).ai;
    expect(ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4.1',
      contextTokens: 12000,
      timeoutMs: 1500,
    });
  });

  it('refuses an AI setting that is not a positive integer or an endpoint that is not an http(s) URL, naming it', () => {
    const ai = { ...base, OPENAI_BASE_URL: 'http://localhost:8080/v1' };
    for (const bad of ['0', '-1', '1.5', '60s', 'abc', ' '])
      for (const name of ['AI_TIMEOUT_MS', 'AI_CONTEXT_TOKENS'])
        expect(() => loadConfig({ ...ai, [name]: bad })).toThrow(
          `${name} must be a positive integer, got '${bad}'`,
        );
    for (const bad of ['localhost:11434/v1', 'api.openai.com/v1', 'ftp://models.example.com', 'http//x'])
      expect(() => loadConfig({ ...base, OPENAI_BASE_URL: bad })).toThrow(
        `OPENAI_BASE_URL must be an http(s) URL such as http://localhost:11434/v1; got "${bad}"`,
      );
  });

  it('reads the caps on open event streams, unset meaning the defaults (20 per user, 100 per visitor address)', () => {
    expect(loadConfig(base)).toMatchObject({
      maxEventStreamsPerUser: undefined,
      maxEventStreamsPerAddress: undefined,
    });
    expect(
      loadConfig({ ...base, MAX_EVENT_STREAMS_PER_USER: '40', MAX_EVENT_STREAMS_PER_ADDRESS: '7' }),
    ).toMatchObject({ maxEventStreamsPerUser: 40, maxEventStreamsPerAddress: 7 });
    for (const name of ['MAX_EVENT_STREAMS_PER_USER', 'MAX_EVENT_STREAMS_PER_ADDRESS'])
      expect(() => loadConfig({ ...base, [name]: '0' })).toThrow(
        `${name} must be a positive integer, got '0'`,
      );
  });

  it('reads the worker pool and export budgets, leaving the defaults to their users when unset', () => {
    expect(loadConfig(base)).toMatchObject({
      workerMemoryMb: undefined,
      exportTimeoutMs: undefined,
      exportMemoryMb: undefined,
      exportMaxImageBytes: undefined,
    });
    const env = {
      ...base,
      DOCUMENT_WORKER_MEMORY_MB: '4096',
      EXPORT_TIMEOUT_MS: '30000',
      EXPORT_MEMORY_MB: '1000',
      EXPORT_MAX_IMAGE_MB: '64',
    };
    expect(loadConfig(env)).toMatchObject({
      workerMemoryMb: 4096,
      exportTimeoutMs: 30_000,
      exportMemoryMb: 1000,
      exportMaxImageBytes: 64 * 1024 * 1024,
    });
  });

  it('refuses a worker heap under 1024 MB, where one big allocation could abort the whole process', () => {
    expect(() => loadConfig({ ...base, DOCUMENT_WORKER_MEMORY_MB: '512' })).toThrow(
      "DOCUMENT_WORKER_MEMORY_MB must be at least 1024, got '512'",
    );
    expect(() => loadConfig({ ...base, EXPORT_TIMEOUT_MS: '-1' })).toThrow(
      "EXPORT_TIMEOUT_MS must be a positive integer, got '-1'",
    );
  });
});
