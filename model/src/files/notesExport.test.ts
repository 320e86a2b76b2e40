import { unzipSync, strFromU8 } from 'fflate';
import { createNode } from '../defaults/createNode';
import type { MapDocument } from '../schema/document';
import { buildNotesZip } from './notesExport';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function doc(): MapDocument {
  const a = createNode({ position: { x: 0, y: 0 }, label: 'First: notes', id: 'a' });
  a.data.description = `<p>Hello <strong>world</strong></p><p><img src="data:image/png;base64,${PNG}"></p>`;
  const b = createNode({ position: { x: 0, y: 0 }, label: 'Ção & co', id: 'b' });
  b.data.description =
    '<ul><li>one</li></ul><p><img src="https://blobs.example/x.png"><img src="https://gone.example/y.png"></p>';
  return { nodes: [a, b], edges: [], version: 0, htmlContent: '', canvas: null, settings: null };
}

const load = async (src: string) =>
  src.startsWith('https://blobs.example/')
    ? { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/png' }
    : null;

describe('notes export', () => {
  it('writes one Markdown file per node in the chosen order, an index and the images', async () => {
    const files = unzipSync(await buildNotesZip(doc(), ['b', 'a'], 'md', load));
    expect(Object.keys(files).sort()).toEqual([
      '01-cao-co.md',
      '02-first-notes.md',
      'images/1.png',
      'images/2.png',
      'index.md',
    ]);
    expect(strFromU8(files['index.md'])).toBe(
      '1. [Ção & co](01-cao-co.md)\n2. [First: notes](02-first-notes.md)\n',
    );
    expect(strFromU8(files['02-first-notes.md'])).toBe(
      '# First: notes\n\nHello **world**\n\n![](images/2.png)\n',
    );
    expect(strFromU8(files['01-cao-co.md'])).toContain('![](images/1.png)![](https://gone.example/y.png)');
    expect([...files['images/1.png']]).toEqual([1, 2, 3]);
    expect(files['images/2.png'].slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
  });

  it('writes HTML files that keep the notes as they are, with local image addresses', async () => {
    const files = unzipSync(await buildNotesZip(doc(), ['a'], 'html', load));
    const page = strFromU8(files['01-first-notes.html']);
    expect(page).toContain('<h1>First: notes</h1>');
    expect(page).toContain('<p>Hello <strong>world</strong></p><p><img src="images/1.png"></p>');
    expect(strFromU8(files['index.html'])).toContain(
      '<li><a href="01-first-notes.html">First: notes</a></li>',
    );
  });

  it("writes the caller's words for a node without a title and the index", async () => {
    const map = doc();
    map.nodes[0].data.label = '  ';
    const words = { untitled: 'Sem título', index: 'Notas' };
    const files = unzipSync(await buildNotesZip(map, ['a'], 'html', load, words));
    expect(strFromU8(files['01-sem-titulo.html'])).toContain('<h1>Sem título</h1>');
    expect(strFromU8(files['index.html'])).toContain('<title>Notas</title>');
    const md = unzipSync(await buildNotesZip(map, ['a'], 'md', load, words));
    expect(strFromU8(md['01-sem-titulo.md'])).toMatch(/^# Sem título\n/);
  });
});
