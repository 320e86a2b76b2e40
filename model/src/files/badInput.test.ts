import { zipSync, strToU8 } from 'fflate';
import { FileFormatError } from './FileFormatError';
import { importFile } from './importFile';
import { IMPORT_LIMITS } from './limits';

const enc = (s: string) => new TextEncoder().encode(s);

function errorOf(run: () => unknown): FileFormatError {
  try {
    run();
  } catch (e) {
    if (e instanceof FileFormatError) return e;
    throw e;
  }
  throw new Error('no error was thrown');
}

describe('bad input is refused with the file and the line or path named', () => {
  it('malformed XML names the line and column', () => {
    const e = errorOf(() =>
      importFile('a.opml', enc('<opml version="2.0">\n<head/>\n<body><outline text="x">\n</body></opml>')),
    );
    expect(e.message).toMatch(/^a\.opml: line \d+, column \d+: not well-formed XML/);
  });

  it('external entities are never resolved: a DOCTYPE with SYSTEM is refused before parsing', () => {
    const xxe =
      '<?xml version="1.0"?>\n<!DOCTYPE map [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<map><node TEXT="&xxe;"/></map>';
    const e = errorOf(() => importFile('evil.mm', enc(xxe)));
    expect(e.message).toBe(
      'evil.mm: line 2, column 1: the file declares XML entities (<!ENTITY>); they are never expanded or fetched, so it is refused',
    );
    const dtd =
      '<?xml version="1.0"?>\n<!DOCTYPE map SYSTEM "http://127.0.0.1:1/x.dtd">\n<map><node TEXT="a"/></map>';
    expect(errorOf(() => importFile('evil.mm', enc(dtd))).message).toMatch(
      /line 2, column 1: the file refers to an external DTD/,
    );
  });

  it('billion laughs is refused without expanding anything', () => {
    let decl = '<!ENTITY lol "lol">';
    for (let i = 1; i <= 9; i++) decl += `<!ENTITY lol${i} "${`&lol${i === 1 ? '' : i - 1};`.repeat(10)}">`;
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE opml [${decl}]>\n<opml version="2.0"><head/><body><outline text="&lol9;"/></body></opml>`;
    const e = errorOf(() => importFile('laughs.opml', enc(xml)));
    expect(e.message).toMatch(/^laughs\.opml: line 2, column 1: the file declares XML entities/);
  });

  it('an undeclared named entity stays as text: nothing is looked up', () => {
    const xml = '<opml version="2.0"><head/><body><outline text="a &amp; b &lol9; &#x41;"/></body></opml>';
    expect(importFile('x.opml', enc(xml)).document.nodes[0].data.label).toBe('a & b &lol9; A');
  });

  it('a broken zip is named as such', () => {
    const zip = zipSync({ 'content.json': strToU8('[]') });
    const broken = zip.slice(0, zip.length - 30);
    expect(errorOf(() => importFile('map.xmind', broken)).message).toMatch(
      /^map\.xmind: not a readable zip file/,
    );
    expect(errorOf(() => importFile('map.xmind', enc('not a zip at all'))).message).toMatch(
      /^map\.xmind: not a readable zip file/,
    );
  });

  it('a zip bomb is refused before it is inflated, naming the entry', () => {
    const bomb = zipSync(
      { 'content.json': new Uint8Array(IMPORT_LIMITS.maxUnzippedBytes + 1024) },
      { level: 1 },
    );
    expect(bomb.length).toBeLessThan(200_000);
    const e = errorOf(() => importFile('bomb.xmind', bomb));
    expect(e.message).toMatch(/^bomb\.xmind: content\.json: the zip unpacks to more than 64 MB/);
    const ratio = zipSync({ 'content.json': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(errorOf(() => importFile('ratio.xmind', ratio)).message).toMatch(
      /content\.json: the entry is compressed \d+ to 1; refused as a zip bomb/,
    );
  });

  it('a zip that lies about its size cannot grow past what it declared', () => {
    const zip = zipSync({
      'content.json': strToU8(JSON.stringify([{ rootTopic: { title: 'x'.repeat(5000) } }])),
    });
    // Patch the central directory's uncompressed size of the entry down to 10 bytes.
    const view = new DataView(zip.buffer, zip.byteOffset);
    for (let i = zip.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) === 0x02014b50) {
        view.setUint32(i + 24, 10, true);
        break;
      }
    }
    expect(errorOf(() => importFile('liar.xmind', zip)).message).toMatch(
      /^liar\.xmind: content\.json: content\.json is not valid JSON/,
    );
  });

  it('a 50 MB file is refused before it is read', () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    expect(errorOf(() => importFile('big.md', big)).message).toBe(
      'big.md: the file is 50 MB; files up to 20 MB can be imported',
    );
  });

  it('deep nesting is refused with a clear message, in every format, without overflowing the stack', () => {
    const depth = IMPORT_LIMITS.maxDepth + 5;
    const opml = `<opml version="2.0"><head/><body>${'<outline text="x">'.repeat(depth)}${'</outline>'.repeat(depth)}</body></opml>`;
    expect(errorOf(() => importFile('deep.opml', enc(opml))).message).toMatch(
      /^deep\.opml: .*nodes are nested deeper than 500 levels/,
    );
    const mm = `<map>${'<node TEXT="x">'.repeat(depth)}${'</node>'.repeat(depth)}</map>`;
    expect(errorOf(() => importFile('deep.mm', enc(mm))).message).toMatch(
      /^deep\.mm: .*nested deeper than 500 levels/,
    );
    const md = Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    expect(errorOf(() => importFile('deep.md', enc(md))).message).toMatch(
      /^deep\.md: .*nested deeper than 500 levels/,
    );
    const mermaid = `mindmap\n${Array.from({ length: depth }, (_, i) => `${' '.repeat(i + 1)}x`).join('\n')}`;
    expect(errorOf(() => importFile('deep.mmd', enc(mermaid))).message).toMatch(
      /nested deeper than 500 levels/,
    );
    let tree = '{"name":"x"}';
    for (let i = 0; i < depth; i++) tree = `{"name":"x","children":[${tree}]}`;
    expect(errorOf(() => importFile('deep.json', enc(tree))).message).toMatch(
      /^deep\.json: .*nested deeper than 500 levels/,
    );
    const veryDeep = `<opml version="2.0"><head/><body>${'<outline text="x">'.repeat(100_000)}${'</outline>'.repeat(100_000)}</body></opml>`;
    expect(errorOf(() => importFile('deeper.opml', enc(veryDeep))).message).toMatch(/^deeper\.opml: /);
  });

  it('other refusals name the problem', () => {
    expect(errorOf(() => importFile('x.json', enc('{"nodes": [{"data": {}}]}'))).message).toMatch(
      /^x\.json: nodes\[0\]/,
    );
    expect(errorOf(() => importFile('x.json', enc('{\n  "a": 1,\n}'))).message).toMatch(
      /^x\.json: line 3, column 1: not valid JSON/,
    );
    expect(errorOf(() => importFile('x.mmd', enc('graph TD\n a-->b'))).message).toBe(
      'x.mmd: line 1: a Mermaid mind map starts with the line "mindmap"',
    );
    expect(errorOf(() => importFile('x.mm', enc('<html><body/></html>'))).message).toMatch(
      /^x\.mm: line 1: the root element is <html>, not a FreeMind <map>/,
    );
    expect(errorOf(() => importFile('x.docx', enc('PK'))).message).toMatch(/^x\.docx: /);
    expect(errorOf(() => importFile('x.pdf', enc('%PDF-1.4'))).message).toBe(
      'x.pdf: files ending in .pdf cannot be imported; use .mm, .opml, .xmind, .md, .mmd or .json',
    );
    expect(
      errorOf(() => importFile('empty.opml', enc('<opml version="2.0"><head/><body/></opml>'))).message,
    ).toBe('empty.opml: the file holds no nodes to import');
  });
});
