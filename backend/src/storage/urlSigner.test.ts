import { UrlSigner } from './urlSigner';

describe('UrlSigner', () => {
  const signer = new UrlSigner('secret-secret-secret-secret-secret');
  const key = 'ada@example.com/abcdefghijkl/map';

  it('verifies its own signatures for the signed method only, until expiry', () => {
    const url = signer.sign(key, 'GET', 10_000);
    expect(url).toMatch(/^\/api\/blobs\/ada%40example\.com\/abcdefghijkl\/map\?expires=10000&sig=[\w-]{43}$/);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    expect(signer.verify(key, 'GET', '10000', sig, 9_999)).toBe('ok');
    expect(signer.verify(key, 'HEAD', '10000', sig, 9_999)).toBe('bad-signature');
    expect(signer.verify(key, 'GET', '10001', sig, 9_999)).toBe('bad-signature');
    expect(signer.verify(`${key}x`, 'GET', '10000', sig, 9_999)).toBe('bad-signature');
    expect(signer.verify(key, 'GET', '10000', sig, 10_001)).toBe('expired');
    expect(new UrlSigner('another-secret-another-secret').verify(key, 'GET', '10000', sig, 0)).toBe(
      'bad-signature',
    );
    expect(signer.verify(key, 'GET', '10000', 'short', 0)).toBe('bad-signature');
  });
});
