import { zipSync, strToU8 } from 'fflate';
import { importFile } from './importFile';
import { parseOpml } from './opml';
import { hasUnsafeChars } from '../text/unsafeChars';
import type { MapDocument } from '../schema/document';

const enc = (s: string) => new TextEncoder().encode(s);
/** Control characters a hostile file carries raw (every XML reader here lets them through). */
const RAW = '\u0001\u0007\u001F\u007F\u0085\uFFFE';

/** Every string of the document (ids included), to look for what must not be there. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function expectSafe(doc: MapDocument): void {
  const all = strings(doc);
  expect(all.filter(hasUnsafeChars)).toEqual([]);
  expect(all.filter((s) => /java\s*script|vbscript/i.test(s))).toEqual([]);
}

describe('imports keep neither unsafe characters nor unsafe addresses, whatever the format', () => {
  it('JSON (a Mapa map): imageURL, icon and support image addresses, and every text', () => {
    const map = {
      nodes: [
        {
          position: { x: 0, y: 0 },
          data: { id: 'a', label: `A${RAW}`, imageURL: 'javascript:alert(1)', icon: 'javascript:alert(2)' },
        },
        { position: { x: 0, y: 200 }, data: { id: 'b', label: 'B', imageURL: 'https://example.com/b.png' } },
      ],
      edges: [{ data: { id: 'e', source: 'a', target: 'b', label: `E${RAW}` } }],
      htmlContent: `<p>${RAW}&#1;</p>`,
      canvas: {
        backgroundImages: [
          { id: 'i', url: 'javascript:alert(3)', bounds: { x: 0, y: 0, width: 9, height: 9 } },
        ],
      },
      settings: { defaultImageURL: 'vbscript:msgbox(1)' },
    };
    const { document } = importFile(`m${RAW}.json`, enc(JSON.stringify(map)));
    expectSafe(document);
    expect(document.nodes.map((n) => [n.data.label, n.data.imageURL])).toEqual([
      ['A', undefined],
      ['B', 'https://example.com/b.png'],
    ]);
  });

  it('FreeMind: a javascript: LINK is not made a link; raw controls leave the titles', () => {
    const mm = `<map version="1.0.1"><node TEXT="Root${RAW}" LINK="javascript:alert(1)"><node TEXT="Kid" LINK="https://example.com/"/></node></map>`;
    const { document, title } = importFile('m.mm', enc(mm));
    expectSafe(document);
    expect(title).toBe('Root');
    expect(document.nodes.map((n) => n.data.description ?? null)).toEqual([
      null,
      '<p><a href="https://example.com/">https://example.com/</a></p>',
    ]);
  });

  it('OPML: a javascript: url is not kept as the outline’s link, and notes lose their unsafe links', () => {
    const opml = `<opml version="2.0"><head><title>T${RAW}</title></head><body><outline text="A${RAW}" url="javascript:alert(1)" _note="[x](&lt;java&#9;script:alert(1)&gt;)"/></body></opml>`;
    const { document } = importFile('m.opml', enc(opml));
    expectSafe(document);
    expect(document.nodes[0].data.description).toBe('<p>x</p>');
    expect(parseOpml('m.opml', enc(opml)).roots[0].link).toBeUndefined();
  });

  it('XMind: hrefs that are not http(s) or mailto are dropped', () => {
    const content = [
      {
        id: 's',
        title: `S${RAW}`,
        rootTopic: {
          id: 'r',
          title: `R${RAW}`,
          href: 'java\tscript:alert(1)',
          notes: { plain: { content: `n${RAW}` } },
        },
      },
    ];
    const file = zipSync({
      'content.json': strToU8(JSON.stringify(content)),
      'metadata.json': strToU8('{}'),
    });
    expectSafe(importFile('m.xmind', file).document);
  });

  it('Markdown: links and images with unsafe addresses stay text; a NUL cannot forge a kept link', () => {
    const md = `# Root${RAW}\n\n- [a](javascript:alert(1))\n- item\n\n  ![i](<java\tscript:alert(1)>) \u00000\u0000 [b](vbscript:x)\n`;
    const { document } = importFile('m.md', enc(md));
    expectSafe(document);
    expect(strings(document).some((s) => s.includes('<a href'))).toBe(false);
  });

  it('Mermaid: raw controls leave the titles', () => {
    const { document } = importFile('m.mmd', enc(`mindmap\n  root((Root${RAW}))\n    Kid${RAW}\n`));
    expectSafe(document);
    expect(document.nodes.map((n) => n.data.label)).toEqual(['Root', 'Kid']);
  });
});
