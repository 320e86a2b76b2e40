import { unzipSync, strFromU8 } from 'fflate';
import type { MapDocument } from '../schema/document';
import { exportBytes, exportDocument, OUTLINE_EXPORT_FORMATS } from './exportDocument';
import { buildNotesZip } from './notesExport';
import { mapScene, writeSvg } from './vector';
import { hasUnsafeChars } from '../text/unsafeChars';
import { xmlError } from '../testing/wellFormedXml';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)).join('');
/** Every character the text rule drops, and tab, LF and CR; lone surrogates apart so they never pair. */
const BAD = `${range(0, 0x1f)}${range(0x7f, 0x9f)}\uFFFE\uFFFF\uD800x\uDC00`;
const BAD_REFS = '&#0;&#x1;&#x1F;&#xFFFE;&#xD800;';

/** A map as an open editor may hold it (typed since the last save) or one stored before text was cleaned. */
const dirty: MapDocument = {
  nodes: [
    {
      position: { x: 0, y: 0 },
      data: { id: 'r', label: `Root${BAD}`, description: `<p>r${BAD}${BAD_REFS}<br></p>` },
    },
    {
      position: { x: 400, y: 0 },
      data: { id: 'a', label: `A${BAD}`, description: `plain ${BAD}${BAD_REFS}` },
    },
  ],
  edges: [{ data: { id: 'e', source: 'r', target: 'a', label: `E${BAD}` } }],
  version: 1,
  htmlContent: `<p>${BAD}</p>`,
  canvas: {
    drawingData: { paths: [], texts: [{ x: 0, y: 200, text: `Note${BAD}`, fontSize: 16, color: '#000' }] },
  },
  settings: null,
};
const title = `Title${BAD}`;

describe('every markup the model writes is well-formed for any map, cleaned or not', () => {
  it.each(['opml', 'mm'] as const)('%s', (format) => {
    const xml = strFromU8(exportBytes(exportDocument(dirty, format, { title })));
    expect(xmlError(xml)).toBeNull();
    expect(hasUnsafeChars(xml)).toBe(false);
    expect(xml).toContain('Root');
  });

  it('xmind: content.xml is well-formed, the JSON entries parse', () => {
    const files = unzipSync(exportBytes(exportDocument(dirty, 'xmind', { title })));
    expect(xmlError(strFromU8(files['content.xml']))).toBeNull();
    for (const name of ['content.json', 'metadata.json', 'manifest.json']) {
      expect(() => JSON.parse(strFromU8(files[name]))).not.toThrow();
      expect(hasUnsafeChars(JSON.stringify(JSON.parse(strFromU8(files[name]))))).toBe(false);
    }
  });

  it.each(OUTLINE_EXPORT_FORMATS)('%s holds no unsafe character', (format) => {
    const file = exportDocument(dirty, format, { title });
    const bytes = exportBytes(file);
    const text =
      format === 'xmind'
        ? Object.values(unzipSync(bytes))
            .map((b) => strFromU8(b))
            .join('')
        : strFromU8(bytes);
    expect(hasUnsafeChars(format === 'json' ? JSON.stringify(JSON.parse(text)) : text)).toBe(false);
    expect(hasUnsafeChars(file.fileName)).toBe(false);
  });

  it('svg: well-formed, every label drawn without the characters', () => {
    const svg = [...writeSvg(mapScene(dirty), title)].join('');
    expect(xmlError(svg)).toBeNull();
    for (const label of ['Root', 'A', 'E', 'Note']) expect(svg).toContain(`>${label}`);
  });

  it('notes zip: the HTML and Markdown files hold no unsafe character or reference', async () => {
    for (const format of ['html', 'md'] as const) {
      const files = unzipSync(await buildNotesZip(dirty, ['r', 'a'], format, async () => null));
      for (const [name, bytes] of Object.entries(files)) {
        const text = strFromU8(bytes);
        expect([name, hasUnsafeChars(text), /&#(0|x1|x1F|xFFFE|xD800);/i.test(text)]).toEqual([
          name,
          false,
          false,
        ]);
      }
    }
  });
});
