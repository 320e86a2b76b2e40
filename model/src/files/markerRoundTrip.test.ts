import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRequiring } from '../../../scripts/describeRequiring';
import type { MapDocument } from '../schema/document';
import { CORPORA, corporaMissing } from '../testing/corpora';
import { exportBytes, exportDocument, type OutlineExportFormat } from './exportDocument';
import { importFile } from './importFile';
import { documentToOutline } from './documentToOutline';
import { outlineToDocument } from './outlineToDocument';
import type { OutlineNode } from './outline';
import { readZipEntries } from './zip';
import { attr, children, parseXml, type XmlElement } from './xml';

// Markers through every format that has them (issue 36): counted in the file itself, then after import, then
// after export and import again in each format (Markdown keeps task states only).

const EXT: Record<string, string> = { json: 'json', opml: 'opml', mm: 'mm', xmind: 'xmind', md: 'md' };

function roundTrip(doc: MapDocument, format: OutlineExportFormat): MapDocument {
  return importFile(`x.${EXT[format]}`, exportBytes(exportDocument(doc, format, { title: 'Markers' })))
    .document;
}

/** Each node's markers in outline order (titles beside them, so a mismatch says where). */
function markersOf(doc: MapDocument): [string, string[]][] {
  const out: [string, string[]][] = [];
  const stack = [...documentToOutline(doc).roots].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (n.markers?.length) out.push([n.title.trim(), n.markers]);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out;
}
const count = (list: [string, string[]][]) => list.reduce((s, [, m]) => s + m.length, 0);

/** The distinct `<icon BUILTIN>` names of every `<node>` of a FreeMind file, read with nothing of the converter. */
function freemindIconCount(text: string): number {
  const { root } = parseXml('x.mm', text, { rawElements: ['richcontent'] });
  let total = 0;
  const stack: XmlElement[] = children(root, 'node');
  while (stack.length) {
    const node = stack.pop()!;
    total += new Set(
      children(node, 'icon')
        .map((i) => attr(i, 'BUILTIN'))
        .filter(Boolean),
    ).size;
    stack.push(...children(node, 'node'));
  }
  return total;
}

/** The markers of an XMind file as written in its content (content.json first, as XMind reads it). */
function xmindMarkerCount(bytes: Uint8Array): number {
  const entries = readZipEntries('x.xmind', bytes, (n) => n === 'content.json' || n === 'content.xml');
  const json = entries.get('content.json');
  if (json) return (new TextDecoder().decode(json).match(/"markerId":/g) ?? []).length;
  return (new TextDecoder().decode(entries.get('content.xml')).match(/<marker-ref\b/g) ?? []).length;
}

const ALL: OutlineExportFormat[] = ['json', 'opml', 'mm', 'xmind'];

describe('markers of a made map', () => {
  const node = (title: string, markers?: string[], ...kids: OutlineNode[]): OutlineNode => ({
    title,
    markers,
    children: kids,
  });
  const doc = outlineToDocument({
    title: 'M',
    roots: [
      node(
        'Plan',
        ['priority-1', 'task-todo'],
        node('Done', ['task-done', 'flag-green', 'emoji:🚀']),
        node('Half', ['task-50', 'star-purple', 'people-red', 'arrow-up-left', 'symbol-idea']),
        node('Odd', ['knotify', 'tag-orange', 'odd name %']),
      ),
    ],
    links: [],
  });
  it.each(ALL)('keeps every marker, in order, through %s', (format) => {
    expect(markersOf(roundTrip(doc, format))).toEqual(markersOf(doc));
  });
  it('keeps task states through Markdown as task items', () => {
    const md = new TextDecoder().decode(exportBytes(exportDocument(doc, 'md', { title: 'M' })));
    expect(md).toContain('# [ ] Plan');
    expect(md).toContain('## [x] Done');
    expect(markersOf(roundTrip(doc, 'md'))).toEqual([
      ['Plan', ['task-todo']],
      ['Done', ['task-done']],
      ['Half', ['task-todo']],
    ]);
  });
});

const files = (dir: string, ext: RegExp) =>
  corporaMissing()
    ? []
    : readdirSync(join(CORPORA, dir))
        .filter((f) => ext.test(f))
        .map((f) => join(dir, f));

describeRequiring(corporaMissing(), 'markers of the corpora', () => {
  it.each(files('freemind', /\.mm$/))('%s: every icon a marker, kept through each format', (file) => {
    const bytes = readFileSync(join(CORPORA, file));
    let doc: MapDocument;
    try {
      doc = importFile(file, bytes).document;
    } catch {
      return; // the invalid files (corpus.test.ts checks their errors)
    }
    const read = markersOf(doc);
    expect(count(read)).toBe(freemindIconCount(new TextDecoder().decode(bytes)));
    for (const format of ALL)
      expect({ format, markers: markersOf(roundTrip(doc, format)) }).toEqual({ format, markers: read });
  });
  it.each(files('xmind', /\.xmind$/))('%s: every marker kept through each format', (file) => {
    const bytes = readFileSync(join(CORPORA, file));
    const doc = importFile(file, bytes).document;
    const read = markersOf(doc);
    expect(count(read)).toBe(xmindMarkerCount(bytes));
    for (const format of ALL)
      expect({ format, markers: markersOf(roundTrip(doc, format)) }).toEqual({ format, markers: read });
  });
  it('the corpora hold markers at all (the counts above are not all zero)', () => {
    const fm = files('freemind', /\.mm$/).find((f) => f.endsWith('freeplane_freeplaneUserGuide.mm'))!;
    expect(freemindIconCount(readFileSync(join(CORPORA, fm), 'utf8'))).toBeGreaterThan(50);
    const xm = files('xmind', /\.xmind$/).find((f) => f.endsWith('xmindparser_xmind_2026.xmind'))!;
    expect(xmindMarkerCount(readFileSync(join(CORPORA, xm)))).toBe(7);
  });
  it('Markdown task items in the corpora become task markers', () => {
    const file = 'markdown/markmap-lib-test_07_checkboxes.md';
    const text = readFileSync(join(CORPORA, file), 'utf8');
    const boxes = (text.match(/^\s*(?:[-*+]|#+)\s+\[[ xX]\]\s/gm) ?? []).length;
    const doc = importFile(file, new TextEncoder().encode(text)).document;
    expect(count(markersOf(doc))).toBe(boxes);
    expect(count(markersOf(roundTrip(doc, 'md')))).toBe(boxes);
  });
});
