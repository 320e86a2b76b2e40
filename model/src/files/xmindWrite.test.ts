import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { CORPORA } from '../testing/corpora';
import { attr, parseXml } from './xml';
import { readImportFile } from './importFile';
import type { Outline } from './outline';
import { writeXMind } from './xmindWrite';

// The written .xmind against real XMind 2020+ files: the same zip entries (but the thumbnail and resources), the
// same metadata, a manifest naming what is there, an XMind 8 content.xml stub, and content.json keys XMind uses.

const NEWEST = join(CORPORA, 'xmind/xmindparser_xmind_2026.xmind');
// The newest real file when the corpora are here, else the committed XMind Zen fixture (same layout, older metadata).
const REAL = existsSync(NEWEST) ? NEWEST : join(__dirname, 'fixtures/xmindparser_xmind_zen.xmind');

type Json = Record<string, unknown>;
const unzip = (bytes: Uint8Array) => unzipSync(bytes);
const json = (files: Record<string, Uint8Array>, name: string) =>
  JSON.parse(strFromU8(files[name])) as unknown;

function topicKeys(sheets: Json[]): Set<string> {
  const keys = new Set<string>();
  const walk = (t: Json) => {
    Object.keys(t).forEach((k) => keys.add(k));
    for (const group of Object.values((t.children ?? {}) as Record<string, Json[]>)) group.forEach(walk);
  };
  sheets.forEach((s) => walk(s.rootTopic as Json));
  return keys;
}

const outline: Outline = {
  title: 'Plan <Q1> & "more"',
  roots: [
    {
      title: 'Plan',
      sourceId: 'a',
      description: '<p>A <strong>note</strong></p>',
      children: [
        { title: 'Folded', sourceId: 'b', collapsed: true, link: 'https://example.com', children: [] },
        { title: 'Flagged', sourceId: 'c', icon: 'flag', children: [] },
      ],
    },
    { title: 'Second sheet', children: [] },
  ],
  links: [{ from: 'b', to: 'c', label: 'see' }],
};

describe(`writeXMind, compared with ${REAL.split('/').pop()}`, () => {
  const real = unzip(readFileSync(REAL));
  const ours = unzip(writeXMind(outline));

  it('writes the entries a real file has, but the thumbnail and resources', () => {
    const expected = Object.keys(real).filter((n) => !/^(Thumbnails|resources)\//.test(n));
    expect(Object.keys(ours).sort()).toEqual(expected.sort());
  });

  it('writes metadata.json with the same keys and data-structure version, and a manifest of its entries', () => {
    const realMeta = json(real, 'metadata.json') as Json;
    const meta = json(ours, 'metadata.json') as Json;
    for (const key of Object.keys(realMeta)) expect(meta).toHaveProperty(key);
    if (realMeta.dataStructureVersion) expect(meta.dataStructureVersion).toBe(realMeta.dataStructureVersion);
    const listed = Object.keys((json(ours, 'manifest.json') as { 'file-entries': Json })['file-entries']);
    const realListed = Object.keys((json(real, 'manifest.json') as { 'file-entries': Json })['file-entries']);
    expect(listed.sort()).toEqual(realListed.filter((n) => !/^(Thumbnails|resources)\//.test(n)).sort());
    for (const name of listed) expect(ours[name]).toBeDefined();
  });

  it('writes a content.xml stub of XMind 8 form: the same namespace and version, one sheet saying what opens it', () => {
    const read = (files: Record<string, Uint8Array>) =>
      parseXml('content.xml', strFromU8(files['content.xml']));
    const [realRoot, root] = [read(real), read(ours)];
    expect(root.name).toBe(realRoot.name);
    for (const a of ['xmlns', 'version']) expect(attr(root.root, a)).toBe(attr(realRoot.root, a));
    const text = strFromU8(ours['content.xml']);
    expect(text).toContain(
      '&quot;Plan &lt;Q1&gt; &amp; &quot;more&quot;&quot; was written for XMind 2020 or later',
    );
    expect(text).toContain('XMind 8 Update 3');
  });

  it('writes content.json sheets and topics with keys XMind itself writes, and reads back as written', () => {
    const realSheets = json(real, 'content.json') as Json[];
    const sheets = json(ours, 'content.json') as Json[];
    // "relationships" is in the newest real file; the older Zen fixture has none to show it.
    const realSheetKeys = new Set([...realSheets.flatMap((s) => Object.keys(s)), 'relationships']);
    for (const sheet of sheets) {
      expect(Object.keys(sheet).filter((k) => !realSheetKeys.has(k))).toEqual([]);
      expect((sheet.rootTopic as Json).class).toBe('topic');
    }
    // "branch": "folded" is XMind's folded flag; the real file has no folded topic to show it.
    const allowed = new Set([...topicKeys(realSheets), 'branch']);
    expect([...topicKeys(sheets)].filter((k) => !allowed.has(k))).toEqual([]);
    const back = readImportFile('x.xmind', writeXMind(outline)).outline!;
    expect(back.roots.map((r) => r.title)).toEqual(['Plan', 'Second sheet']);
    expect(back.roots[0].children.map((c) => [c.title, c.collapsed ?? false])).toEqual([
      ['Folded', true],
      ['Flagged', false],
    ]);
  });
});
