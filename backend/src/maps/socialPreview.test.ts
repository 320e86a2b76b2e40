import { hasUnsafeChars } from '@mapa/model';
import { injectSocialMeta, mapIdOfPath } from './socialPreview';

const INDEX = `<!doctype html>
<html>
  <head>
    <meta name="robots" content="noindex,nofollow" />
    <title>Mapa</title>
  </head>
  <body></body>
</html>`;

describe('social preview meta', () => {
  it('adds the title and Open Graph tags, escaped, keeping noindex', () => {
    const html = injectSocialMeta(INDEX, {
      title: 'Plans "2026" <b>',
      description: 'Ideas & more',
      image: 'https://h/api/maps/abcdefghijkl/preview.png',
      url: 'https://h/maps/abcdefghijkl',
    });
    expect(html).toContain('<title>Plans &quot;2026&quot; &lt;b&gt; | Mapa</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://h/api/maps/abcdefghijkl/preview.png" />',
    );
    expect(html).toContain('<meta property="og:description" content="Ideas &amp; more" />');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes none of the characters the text rule drops, from a name stored before titles were cleaned', () => {
    const html = injectSocialMeta(INDEX, {
      title: 'Plan\u0000\u0007\uFFFE\uD800 A',
      description: 'Ideas\u0001\u0085',
      image: 'https://h/p.png',
      url: 'https://h/maps/abcdefghijkl',
    });
    expect(html).toContain('<title>Plan A | Mapa</title>');
    expect(html).toContain('<meta property="og:description" content="Ideas" />');
    expect(hasUnsafeChars(html)).toBe(false);
  });

  it('keeps the page whole whatever the title: $-patterns are text, not replacement patterns', () => {
    const title = "Tom's $' and $` and $& and $1";
    const html = injectSocialMeta(INDEX, {
      title,
      description: "$'",
      image: 'https://h/i.png',
      url: 'https://h/m',
    });
    expect(html).toContain("<title>Tom's $' and $` and $&amp; and $1 | Mapa</title>");
    expect(html).toContain(`<meta property="og:description" content="$'" />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('finds the map id of editor addresses only', () => {
    expect(mapIdOfPath('/maps/abcdefghijkl')).toBe('abcdefghijkl');
    expect(mapIdOfPath('/maps/abcdefghijkl/node/x')).toBe('abcdefghijkl');
    expect(mapIdOfPath('/maps/short')).toBeNull();
    expect(mapIdOfPath('/maps')).toBeNull();
    expect(mapIdOfPath('/signin')).toBeNull();
  });
});
