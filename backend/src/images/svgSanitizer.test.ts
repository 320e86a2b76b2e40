import { xmlError } from '../../../model/src/testing/wellFormedXml';
import { sanitizeSvg } from './svgSanitizer';
import { sanitizedSvg } from './assetContent';
import { decodeCssEscapes, isSafeCssValue } from './cssValue';

describe('SVG names in any case', () => {
  it('keeps an upper-case <SVG> document and writes canonical names back', () => {
    const clean = sanitizeSvg(
      '<SVG XMLNS="http://www.w3.org/2000/svg" VIEWBOX="0 0 4 4"><LINEARGRADIENT ID="g"/>' +
        '<RECT WIDTH="2" HEIGHT="2" FILL="url(#g)" ONLOAD="alert(1)"/><SCRIPT>alert(2)</SCRIPT></SVG>',
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><linearGradient id="g"></linearGradient>' +
        '<rect width="2" height="2" fill="url(#g)"></rect></svg>',
    );
  });

  it('leaves a well-formed image: no character or reference XML cannot hold', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>a\u0000\u0001&#0;&#x1;&#xFFFE;\uD800b&#x7F;</text></svg>',
    );
    expect(clean).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text>ab</text></svg>');
    expect(xmlError(clean)).toBeNull();
  });

  it('turns a document it cannot clean into a 415 naming the problem, never an unexpected error', () => {
    let caught: unknown;
    try {
      sanitizedSvg(Buffer.from('<script>alert(1)</script>'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      status: 415,
      response: {
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^Not a usable SVG image: no <svg> root/),
      },
    });
  });
});

describe('CSS escapes cannot smuggle a fetch past the filter', () => {
  it('decodes escapes as a CSS tokenizer does', () => {
    expect(decodeCssEscapes('u\\72l(')).toBe('url(');
    expect(decodeCssEscapes('\\75 rl(')).toBe('url(');
    expect(decodeCssEscapes('\\000075\\52\\4c(')).toBe('uRL(');
    expect(decodeCssEscapes('\\u\\r\\l(')).toBe('url(');
    expect(decodeCssEscapes('a\\\nb')).toBe('ab');
    expect(decodeCssEscapes('\\0')).toBe('\uFFFD');
  });

  it('refuses escaped, commented or other fetching functions; keeps colours, transforms and #fragments', () => {
    for (const bad of [
      'fill: u\\72l(https://evil.example/t)',
      'fill: \\75 rl(//evil.example)',
      'fill: url( "https://evil.example" )',
      'background: image-set("https://evil.example/a.png" 1x)',
      'width: expression(alert(1))',
      'fill: /* x */ url(https://evil.example)',
      'fill: \\',
      'javascript:alert(1)',
    ])
      expect([bad, isSafeCssValue(bad)]).toEqual([bad, false]);
    for (const good of [
      'url(#g)',
      "fill: url('#grad'); stroke: rgb(1, 2, 3)",
      'translate(10 20) rotate(45) scale(2)',
      'M0 0 L10 10 Z',
      'hsla(120, 50%, 50%, 0.5)',
    ])
      expect([good, isSafeCssValue(good)]).toEqual([good, true]);
  });

  it('drops a CSS-escaped url() from an uploaded SVG, in a style or a presentation attribute', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: u\\72l(https://evil.example/a)" width="1"/>' +
        '<circle fill="u&#x5c;72l(https://evil.example/b)" r="1"/></svg>',
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"></rect><circle r="1"></circle></svg>',
    );
  });
});
