import { once } from 'node:events';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { stripUnsafeChars, type EmbeddedImage, type MapScene } from '@mapa/model';
import { PdfPageContent, type LabelFonts } from './pdfContent';
import { INTER_FILES } from './exportFonts';
import { PdfImages } from './pdfImages';

/** Largest page side most PDF readers accept (200 inches); bigger maps are split into pages of this size. */
export const PDF_MAX_PAGE = 14_400;

/** The label fonts: Inter in the weights labels take, and its italic (subset and embedded by pdfkit). */
function registerFonts(doc: PDFKit.PDFDocument): LabelFonts {
  doc.registerFont('label-400', INTER_FILES[400]);
  doc.registerFont('label-600', INTER_FILES[600]);
  doc.registerFont('label-700', INTER_FILES[700]);
  doc.registerFont('label-italic', INTER_FILES['400italic']);
  return { 400: 'label-400', 600: 'label-600', 700: 'label-700', italic: 'label-italic' };
}

/**
 * Most pages in one PDF. A tall 100k-node tree is about 900 pages at full size; a map spread wider than that
 * (nodes far apart, at the ends of the editor's range) is drawn smaller, so the page count, and with it the time
 * and memory a PDF costs, never depend on how far apart the nodes are.
 */
export const PDF_MAX_PAGES = 1000;

/** How a scene goes onto pages: points per graph unit (at most 1), and the grid of pages at that scale. */
export interface PdfLayout {
  scale: number;
  cols: number;
  rows: number;
  /** Graph units one full page spans. */
  span: number;
}

/** The largest scale (up to 1) at which the scene fits on {@link PDF_MAX_PAGES} pages of {@link PDF_MAX_PAGE}. */
export function pdfLayout(scene: Pick<MapScene, 'width' | 'height'>): PdfLayout {
  const w = Math.max(scene.width, 1);
  const h = Math.max(scene.height, 1);
  let scale = Math.min(
    1,
    Math.sqrt((PDF_MAX_PAGES * PDF_MAX_PAGE * PDF_MAX_PAGE) / (w * h)),
    (PDF_MAX_PAGES * PDF_MAX_PAGE) / w,
    (PDF_MAX_PAGES * PDF_MAX_PAGE) / h,
  );
  const grid = () => ({
    cols: Math.max(1, Math.ceil((w * scale) / PDF_MAX_PAGE)),
    rows: Math.max(1, Math.ceil((h * scale) / PDF_MAX_PAGE)),
  });
  // Rounding up partial pages can still pass the limit by a row or a column: shrink a little until it fits.
  let { cols, rows } = grid();
  while (cols * rows > PDF_MAX_PAGES) {
    scale *= 0.99;
    ({ cols, rows } = grid());
  }
  return { scale, cols, rows, span: PDF_MAX_PAGE / scale };
}

/** A scale as a PDF number: no exponent, enough digits for the smallest scale a map in range needs. */
const scaleNumber = (scale: number) => scale.toFixed(10).replace(/\.?0+$/, '');

/**
 * Resolves once the download has taken what the last page produced: the pipe from pdfkit moves data on later
 * turns of the event loop (a loop of pages awaiting only promises would never let it), and `out` says when it
 * has room again. So at most about a page is ever held, whatever the number of pages.
 */
async function drained(out: Writable): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  while (out.writableNeedDrain) {
    if (out.destroyed) throw new Error('The PDF was given up');
    await once(out, 'drain');
  }
}

/**
 * The map as a vector PDF: the scene's shapes, curves and text (selectable, searchable, sharp at any zoom) at
 * 1 point per graph unit, or smaller when that would need more than {@link PDF_MAX_PAGES} pages (see
 * {@link pdfLayout}). A map wider or taller than a page goes on a grid of pages of at most {@link PDF_MAX_PAGE},
 * left to right then top to bottom. Labels are in Inter; the pictures read (`images`) are image XObjects, each once.
 * Written to `out` a page at a time, each page once the download has taken
 * the last, so a slow reader holds back the writing instead of filling memory.
 */
export async function writePdf(
  scene: MapScene,
  title: string,
  out: Writable,
  images: ReadonlyMap<string, EmbeddedImage> = new Map(),
): Promise<void> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    // A map stored before its title was cleaned at save may still hold characters the text rule drops.
    info: { Title: stripUnsafeChars(title), Creator: 'Mapa' },
  });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);
  const fonts = registerFonts(doc);
  const pictures = new PdfImages(doc, images);
  const { scale, cols, rows, span } = pdfLayout(scene);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x0 = scene.minX + c * span;
      const y0 = scene.minY + r * span;
      const w = Math.min(span, scene.minX + scene.width - x0);
      const h = Math.min(span, scene.minY + scene.height - y0);
      doc.addPage({ size: [Math.max(1, w * scale), Math.max(1, h * scale)], margin: 0 });
      const page = new PdfPageContent(doc, fonts, pictures, x0, y0);
      page.background(scene.background, w * scale, h * scale);
      if (scale !== 1) page.scale(scaleNumber(scale));
      for (const p of scene.primitivesIn(x0, y0, x0 + w, y0 + h)) page.draw(p);
      page.flush();
      await drained(out);
    }
  }
  doc.end();
  return done;
}
