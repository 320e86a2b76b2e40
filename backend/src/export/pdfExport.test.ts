import { PassThrough } from 'node:stream';
import { inflateSync } from 'node:zlib';
import type { MapScene, ScenePrimitive } from '@mapa/model';
import { PDF_MAX_PAGE, writePdf } from './pdfExport';

function scene(primitives: ScenePrimitive[], width = 400, height = 300): MapScene {
  return {
    minX: 0,
    minY: 0,
    width,
    height,
    background: { color: '#ffffff', opacity: 1 },
    primitives: () => primitives,
    primitivesIn: () => primitives,
  };
}

async function pdfText(s: MapScene): Promise<string> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writePdf(s, 'x', out);
  const pdf = Buffer.concat(chunks);
  // Page contents are deflated streams: inflate each one and return them with the rest.
  let text = pdf.toString('latin1');
  for (let at = pdf.indexOf('stream\n'); at >= 0; at = pdf.indexOf('stream\n', at + 1)) {
    const end = pdf.indexOf('\nendstream', at);
    try {
      text += inflateSync(pdf.subarray(at + 7, end)).toString('latin1');
    } catch {
      // not deflated (or a font): skip
    }
  }
  return text;
}

const square = (x: number, fill: string | null) => ({
  kind: 'polygon' as const,
  points: [x, 0, x + 10, 0, x + 10, 10, x, 10],
  fill: fill ? { color: fill, opacity: 1 } : null,
  stroke: null,
  strokeWidth: 0,
});

describe('writePdf', () => {
  it('builds no path for an invisible shape, so the next fill does not paint it', async () => {
    const pdf = await pdfText(scene([square(0, null), square(20, '#ff0000')]));
    // One polygon path (moveto + 3 linetos + close) and the page background rectangle.
    expect(pdf.match(/ m\n/g)).toHaveLength(1);
  });

  it('splits a map larger than a PDF page into a grid of pages', async () => {
    const pdf = await pdfText(scene([square(0, '#000000')], PDF_MAX_PAGE * 2 + 10, 100));
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
  });
});
