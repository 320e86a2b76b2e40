import { zipSync, strToU8 } from 'fflate';
import { FileFormatError } from './FileFormatError';
import { FILE_FORMAT_REASONS, FILE_FORMAT_REASON_CODES } from './fileFormatReasons';
import { importFile } from './importFile';
import { IMPORT_LIMITS } from './limits';

const enc = (s: string) => new TextEncoder().encode(s);

function errorOf(fileName: string, bytes: Uint8Array): FileFormatError {
  try {
    importFile(fileName, bytes);
  } catch (e) {
    if (e instanceof FileFormatError) return e;
    throw e;
  }
  throw new Error('no error was thrown');
}

describe('every refused file carries a reason code and its values', () => {
  it.each([
    [
      'a.opml',
      'XML_NOT_WELL_FORMED',
      enc('<opml version="2.0">\n<head/>\n<body><outline text="x">\n</body></opml>'),
    ],
    ['a.opml', 'OPML_NO_VERSION', enc('<opml>\n<head/><body/></opml>')],
    ['a.mm', 'FREEMIND_WRONG_ROOT', enc('<notmap/>')],
    ['a.mmd', 'MERMAID_NO_HEADER', enc('graph TD\n  a')],
    ['a.json', 'JSON_INVALID', enc('{"nodes": 3')],
    ['a.xmind', 'XMIND_NO_CONTENT', zipSync({ 'other.txt': strToU8('x') })],
    ['a.xmind', 'ZIP_UNREADABLE', enc('not a zip')],
    ['a.docx', 'UNKNOWN_FORMAT', enc('x')],
    ['a.md', 'NOT_UTF8', new Uint8Array([0x23, 0x20, 0xff, 0xfe])],
  ])('%s → %s', (fileName, code, bytes) => {
    const error = errorOf(fileName, bytes);
    expect(error.code).toBe(code);
    expect(error.message.endsWith(error.reason)).toBe(true);
    const names = FILE_FORMAT_REASONS[error.code].params as readonly string[];
    expect(Object.keys(error.params).sort()).toEqual([...names].sort());
  });

  it('gives the limit as a value, the sentence of the API in English', () => {
    const deep = Array.from({ length: IMPORT_LIMITS.maxDepth + 2 }, (_, i) => `${'  '.repeat(i)}- n${i}`);
    const error = errorOf('deep.md', enc(deep.join('\n')));
    expect(error.code).toBe('NESTED_TOO_DEEP');
    expect(error.params.limit).toBe(IMPORT_LIMITS.maxDepth);
    expect(error.reason).toMatch(
      new RegExp(`^nodes are nested deeper than ${IMPORT_LIMITS.maxDepth} levels`),
    );
  });

  it('the reason body holds the code, the values and the line and column', () => {
    const error = errorOf(
      'a.opml',
      enc('<opml version="2.0">\n<head/>\n<body><outline text="x">\n</body></opml>'),
    );
    const body = error.toReasonBody();
    expect(body).toMatchObject({ code: 'XML_NOT_WELL_FORMED', line: expect.any(Number) });
    expect(body.column).toEqual(expect.any(Number));
    expect(typeof body.params.detail).toBe('string');
  });

  it('names each value a sentence uses', () => {
    for (const code of FILE_FORMAT_REASON_CODES) {
      const { params, english } = FILE_FORMAT_REASONS[code];
      const values = Object.fromEntries((params as readonly string[]).map((p) => [p, `<${p}>`]));
      const sentence = (english as (v: object) => string)(values);
      for (const name of params as readonly string[]) expect(sentence).toContain(`<${name}>`);
    }
  });
});
