import { PassThrough, Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { importFile, mapScene, type MapScene, type ScenePrimitive } from '@mapa/model';
import { readPdf } from '../../test/readPdf';
import { PDF_MAX_PAGE, PDF_MAX_PAGES, pdfLayout, writePdf } from './pdfExport';
import { INTER_FILES } from './exportFonts';

function scene(primitives: ScenePrimitive[], width = 400, height = 300): MapScene {
  return {
    minX: 0,
    minY: 0,
    width,
    height,
    background: { color: '#ffffff', opacity: 1 },
    imageSources: [],
    primitives: () => primitives,
    primitivesIn: () => primitives,
  };
}

async function pdfBytes(s: MapScene): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writePdf(s, 'x', out);
  return Buffer.concat(chunks);
}

const square = (x: number, fill: string | null) => ({
  kind: 'polygon' as const,
  points: [x, 0, x + 10, 0, x + 10, 10, x, 10],
  fill: fill ? { color: fill, opacity: 1 } : null,
  stroke: null,
  strokeWidth: 0,
});
const ink = { color: '#336699', opacity: 1 };
const ops = (content: string, op: string) => content.match(new RegExp(` ${op}(?=\\s)`, 'g'))?.length ?? 0;

describe('writePdf', () => {
  it('builds no path for an invisible shape, so the next fill does not paint it', async () => {
    const [page] = readPdf(await pdfBytes(scene([square(0, null), square(20, '#ff0000')])));
    // One polygon path (moveto + 3 linetos + close); the page background is a rectangle.
    expect(ops(page.content, 'm')).toBe(1);
    expect(page.content).toContain('20 0 m 30 0 l 30 10 l 20 10 l h f');
  });

  it('splits a map larger than a PDF page into a grid of pages', async () => {
    const pages = readPdf(await pdfBytes(scene([square(0, '#000000')], PDF_MAX_PAGE * 2 + 10, 100)));
    expect(pages).toHaveLength(3);
  });

  it('draws curves, lines and rounded label backgrounds with the coordinates of the scene', async () => {
    const [page] = readPdf(
      await pdfBytes(
        scene([
          { kind: 'path', d: 'M10 20C30 40 50.5 -60 70 80', stroke: ink, strokeWidth: 2 },
          { kind: 'path', d: 'M0 0L5 5L10 0', stroke: { color: '#ff0000', opacity: 0.5 }, strokeWidth: 1 },
          { kind: 'rect', x: 100, y: 100, width: 40, height: 20, fill: ink, radius: 3 },
          { kind: 'rect', x: 200, y: 100, width: 40, height: 20, fill: ink, radius: 0 },
        ]),
      ),
    );
    expect(page.content).toContain('2 w\n10 20 m 30 40 50.5 -60 70 80 c S');
    expect(page.content).toMatch(/\/Gs\d+ gs\n1 0 0 RG\n1 w\n0 0 m 5 5 l 10 0 l S/);
    expect(page.content).toContain('103 100 m 137 100 l');
    expect(page.content).toContain('200 100 40 20 re f');
  });

  it('writes each label line as text a reader extracts, centred by its real width', async () => {
    const label: ScenePrimitive = {
      kind: 'text',
      x: 200,
      y: 50,
      lines: ['Água e ação', 'Wave AV'],
      size: 14,
      lineHeight: 17.5,
      anchor: 'middle',
      fill: ink,
      weight: 400,
      halo: null,
    };
    const [page] = readPdf(await pdfBytes(scene([label, { ...label, y: 100, italic: true, lines: ['Nó'] }])));
    expect(page.texts).toEqual(['Água e ação', 'Wave AV', 'Nó']);
    // Inter, as pdfkit itself measures it: the line starts half its width left of the anchor.
    const measure = new PDFDocument();
    measure.font(INTER_FILES[400]).fontSize(14);
    const left = 200 - measure.widthOfString('Wave AV') / 2;
    expect(page.content).toContain(`1 0 0 -1 ${Math.round(left * 100) / 100} 67.5 Tm`);
  });

  it('keeps every title and every edge of a map spread over several pages', async () => {
    const titles = Array.from({ length: 600 }, (_, i) => `topic ${i}`);
    const md = `# Root\n${titles.map((t) => `- ${t}`).join('\n')}\n`;
    const { document } = importFile('tall.md', new TextEncoder().encode(md));
    const s = mapScene(document);
    const pages = readPdf(await pdfBytes(s));
    expect(pages.length).toBeGreaterThan(2);
    const shown = new Set(pages.flatMap((p) => p.texts));
    for (const t of ['Root', ...titles]) expect(shown).toContain(t);
    // Every node's outline and every branch's tapering outline is a path (a curve crossing a page edge is drawn on
    // both pages): at least one per node and per edge.
    const paths = pages.reduce((n, p) => n + ops(p.content, 'm'), 0);
    expect(paths).toBeGreaterThanOrEqual(document.nodes.length + document.edges.length);
  });

  it.each([
    [2e9, 2e9],
    [2e9, 100],
    [100, 2e9],
    [PDF_MAX_PAGE * 40 + 1, PDF_MAX_PAGE * 25 + 1],
  ])('puts a %d × %d map on at most PDF_MAX_PAGES pages, each at most a page wide', (width, height) => {
    const { scale, cols, rows, span } = pdfLayout({ width, height });
    expect(cols * rows).toBeLessThanOrEqual(PDF_MAX_PAGES);
    expect(cols * span).toBeGreaterThanOrEqual(width);
    expect(rows * span).toBeGreaterThanOrEqual(height);
    expect(span * scale).toBeCloseTo(PDF_MAX_PAGE);
    expect(scale).toBeLessThan(1);
  });

  it('keeps a map that fits on PDF_MAX_PAGES pages at full size', () => {
    expect(pdfLayout({ width: PDF_MAX_PAGE * 3, height: PDF_MAX_PAGE * 300 })).toMatchObject({
      scale: 1,
      cols: 3,
      rows: 300,
    });
  });

  it('draws a map too wide for the pages smaller, in graph units under one scale', async () => {
    const wide = scene([square(0, '#000000'), square(1.9e9, '#ff0000')], 2e9, 100);
    const pages = readPdf(await pdfBytes(wide));
    const { scale, cols } = pdfLayout(wide);
    expect(pages).toHaveLength(cols);
    expect(pages[0].content).toContain(` 0 0 ${scale.toFixed(10).replace(/\.?0+$/, '')} 0 0 cm`);
    expect(pages[0].content).toContain('0 0 m 10 0 l 10 10 l 0 10 l h f');
  });

  it('writes a page only once the download has taken the last one', async () => {
    const drawn: number[] = [];
    const tall: MapScene = {
      ...scene([square(0, '#000000')], 400, PDF_MAX_PAGE * 20),
      primitivesIn: (_x0, y0) => {
        drawn.push(y0);
        return [square(0, '#000000')];
      },
    };
    // A download that takes the first chunk and then nothing until released.
    let release: (() => void) | null = null;
    const out = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        release = callback;
      },
    });
    const writing = writePdf(tall, 'x', out);
    // The state to wait for: the writer waits for the download to drain (its listener beside the pipe's own).
    while (out.listenerCount('drain') < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(drawn.length).toBeLessThan(20);
    out.on('drain', () => undefined);
    const taken = setInterval(() => {
      const next = release;
      release = null;
      next?.();
    });
    await writing;
    clearInterval(taken);
    expect(drawn).toHaveLength(20);
  });
});
