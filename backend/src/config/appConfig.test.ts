import { loadConfig, parsePublicUrl, parseTrustProxy } from './appConfig';

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
});
