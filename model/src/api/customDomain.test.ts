import { normalizeCustomDomain, updateMeRequestSchema } from './index';

describe('normalizeCustomDomain', () => {
  it.each([
    ['maps.example.com', 'https://maps.example.com'],
    ['  MAPS.Example.COM  ', 'https://maps.example.com'],
    ['https://maps.example.com', 'https://maps.example.com'],
    ['HTTPS://maps.example.com/', 'https://maps.example.com'],
    ['https://kb.acme.io:8443', 'https://kb.acme.io:8443'],
    ['kb.acme.io:443', 'https://kb.acme.io'],
    ['a-b.c-d.example.org', 'https://a-b.c-d.example.org'],
  ])('accepts %s as %s', (text, origin) => {
    expect(normalizeCustomDomain(text)).toEqual({ ok: true, origin });
  });

  it('reads blank as "no custom domain"', () => {
    expect(normalizeCustomDomain('   ')).toEqual({ ok: true, origin: null });
  });

  it.each([
    ['http://maps.example.com', 'https', 'scheme'],
    ['ftp://maps.example.com', 'https', 'scheme'],
    ['maps.example.com/maps', 'path', 'path'],
    ['https://maps.example.com/a?b', 'path', 'path'],
    ['maps.example.com#top', 'path', 'path'],
    ['me:pw@maps.example.com', 'credentials', 'credentials'],
    ['localhost', 'host name', 'host'],
    ['192.168.1.1', 'host name', 'host'],
    ['-bad.example.com', 'host name', 'host'],
    ['maps..example.com', 'host name', 'host'],
    ['maps example.com', 'host name', 'host'],
    ['maps.example.com:0', 'port', 'portRange'],
    ['maps.example.com:abc', 'port', 'port'],
  ])('refuses %s, saying what is wrong (%s, reason %s)', (text, word, reason) => {
    const result = normalizeCustomDomain(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain(word);
      expect(result.reason).toBe(reason);
    }
  });

  it('is what PATCH /api/auth/me validates customDomain with', () => {
    expect(updateMeRequestSchema.parse({ customDomain: 'Maps.Example.com' })).toEqual({
      customDomain: 'https://maps.example.com',
    });
    expect(updateMeRequestSchema.parse({ customDomain: null })).toEqual({ customDomain: null });
    const bad = updateMeRequestSchema.safeParse({ customDomain: 'http://x.example.com' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0].path).toEqual(['customDomain']);
  });
});
