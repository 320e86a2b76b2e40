import { isSafeUrl, type UrlUse } from './safeUrl';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const MP4 = 'data:video/mp4;base64,AAAAIGZ0eXA=';

describe('isSafeUrl', () => {
  it.each<[string, UrlUse[]]>([
    ['https://example.com/a.png', ['link', 'image', 'media', 'name']],
    ['HTTP://example.com/', ['link', 'image', 'media', 'name']],
    ['mailto:ana@example.com', ['link']],
    ['/api/images/abc/photo.png', ['image', 'media']],
    [PNG, ['image', 'media', 'name']],
    [MP4, ['media']],
    ['photo.png', ['name']],
    ['icon-star.svg', ['name']],
    ['brand-github', ['name']],
  ])('%s is safe for %j only', (url, uses) => {
    for (const use of ['link', 'image', 'media', 'name'] as const)
      expect([use, isSafeUrl(url, use)]).toEqual([use, uses.includes(use)]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' \u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '\\\\evil.example\\x.png',
  ])('%j is safe for nothing', (url) => {
    for (const use of ['link', 'image', 'media', 'name'] as const)
      expect([use, isSafeUrl(url, use)]).toEqual([use, false]);
  });

  it('keeps relative addresses inside rich text notes, as the HTML sanitiser does, and nothing unsafe', () => {
    for (const url of ['media/logo.svg', './a.png', '#part', 'page.html?x=1', 'https://x.org/a.png'])
      expect([url, isSafeUrl(url, 'noteImage'), isSafeUrl(url, 'noteLink')]).toEqual([url, true, true]);
    expect(isSafeUrl('mailto:a@b.c', 'noteLink')).toBe(true);
    expect(isSafeUrl('mailto:a@b.c', 'noteImage')).toBe(false);
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      '//evil.example/x.png',
      'data:text/html,x',
      '',
    ])
      expect([url, isSafeUrl(url, 'noteImage'), isSafeUrl(url, 'noteLink')]).toEqual([url, false, false]);
  });

  it('keeps only the app’s own paths among relative addresses of images', () => {
    expect(isSafeUrl('/api/blobs/a%40b.c/map/assets/x.png?expires=1&signature=s', 'image')).toBe(true);
    expect(isSafeUrl('/other/x.png', 'image')).toBe(false);
    expect(isSafeUrl('x.png', 'image')).toBe(false);
  });
});
