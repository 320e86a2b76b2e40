import fc from 'fast-check';
import { hasUnsafeChars, isXmlIllegalCodePoint, stripUnsafeChars, stripUnsafeMarkup } from './unsafeChars';
import { escapeXml } from './xmlEscape';
import { readRoot, xmlError } from '../testing/wellFormedXml';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const C0 = range(0x00, 0x1f).filter((c) => !'\t\n\r'.includes(c));
const DEL_C1 = range(0x7f, 0x9f);
const LONE = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const UNSAFE = [...C0, ...DEL_C1, '\uFFFE', '\uFFFF', ...LONE];

describe('stripUnsafeChars', () => {
  it.each(UNSAFE.map((c) => [c.charCodeAt(0).toString(16).padStart(4, '0'), c]))('drops U+%s', (_hex, c) => {
    expect(hasUnsafeChars(`a${c}b`)).toBe(true);
    expect(stripUnsafeChars(`a${c}b`)).toBe('ab');
  });

  it('keeps tab, line feed and carriage return, surrogate pairs and ordinary text (the same string)', () => {
    const text = 'Plano\tA\r\nAção 😀 𝄞 中文 \u00A0\u00A9\uFFFD';
    expect(hasUnsafeChars(text)).toBe(false);
    expect(stripUnsafeChars(text)).toBe(text);
  });

  it('drops a lone surrogate at either end and between pairs, and keeps the pairs', () => {
    expect(stripUnsafeChars('\uDC00😀\uD800')).toBe('😀');
    expect(stripUnsafeChars('\uD800\uD83D\uDE00\uDC00')).toBe('😀');
  });

  it('leaves, after escaping, text any XML parser reads back as the cleaned text', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom(...UNSAFE, 'a', '&', '<', '"', "'", '\t', '\r', '\n', '😀') }),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const xml = `<a v="${escapeXml(text)}">${escapeXml(text)}</a>`;
        expect(xmlError(xml)).toBeNull();
        expect(readRoot(xml, 'v')).toEqual({
          attribute: stripUnsafeChars(text),
          text: stripUnsafeChars(text),
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('stripUnsafeMarkup', () => {
  it.each([
    '&#0;',
    '&#x0;',
    '&#1;',
    '&#x1F;',
    '&#xFFFE;',
    '&#65535;',
    '&#xD800;',
    '&#x110000;',
    '&#99999999999;',
  ])('drops the reference %s, which XML cannot hold', (ref) => {
    const html = `<p>a${ref}b</p>`;
    expect(xmlError(html)).not.toBeNull();
    expect(stripUnsafeMarkup(html)).toBe('<p>ab</p>');
  });

  it('keeps the references XML can hold (C1 references are Windows-1252 characters in HTML)', () => {
    const html = '<p>&#9;&#10;&#150;&#x1F600;&amp;&lt;&nbsp;</p>';
    expect(stripUnsafeMarkup(html)).toBe(html);
  });

  it('drops the characters themselves too', () => {
    expect(stripUnsafeMarkup('<p>a\u0000b\uFFFF</p>')).toBe('<p>ab</p>');
  });
});

describe('isXmlIllegalCodePoint', () => {
  it('is the XML 1.0 Char production, negated', () => {
    expect(
      [0x0, 0x8, 0xb, 0x1f, 0xd800, 0xdfff, 0xfffe, 0xffff, 0x110000, NaN].map(isXmlIllegalCodePoint),
    ).toEqual(Array(10).fill(true));
    expect([0x9, 0xa, 0xd, 0x20, 0x7f, 0x85, 0xfffd, 0x10000, 0x10ffff].map(isXmlIllegalCodePoint)).toEqual(
      Array(9).fill(false),
    );
  });
});
