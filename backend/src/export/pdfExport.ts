import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { stripUnsafeChars, type MapScene } from '@mapa/model';
import { PdfPageContent, type LabelFonts } from './pdfContent';

/** Largest page side most PDF readers accept (200 inches); bigger maps are split into pages of this size. */
export const PDF_MAX_PAGE = 14_400;

const FONT_FILES = {
  regular: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  ],
  italic: [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
  ],
};

/** The label fonts: Liberation Sans (Arial's metrics, as the canvas) or DejaVu Sans when installed, else Helvetica. */
function registerFonts(doc: PDFKit.PDFDocument): LabelFonts {
  const pick = (files: string[], fallback: string, name: string) => {
    const file = files.find((f) => existsSync(f));
    if (!file) return fallback;
    doc.registerFont(name, file);
    return name;
  };
  return {
    regular: pick(FONT_FILES.regular, 'Helvetica', 'label'),
    italic: pick(FONT_FILES.italic, 'Helvetica-Oblique', 'label-italic'),
  };
}

/**
 * The map as a vector PDF: the scene's shapes, curves and text (selectable, searchable, sharp at any zoom) at
 * 1 point per graph unit. A map wider or taller than {@link PDF_MAX_PAGE} goes on a grid of pages, left to right
 * then top to bottom, so nothing is shrunk out of legibility. Written to `out` as pdfkit produces it.
 */
export function writePdf(scene: MapScene, title: string, out: Writable): Promise<void> {
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
  const cols = Math.max(1, Math.ceil(scene.width / PDF_MAX_PAGE));
  const rows = Math.max(1, Math.ceil(scene.height / PDF_MAX_PAGE));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x0 = scene.minX + c * PDF_MAX_PAGE;
      const y0 = scene.minY + r * PDF_MAX_PAGE;
      const w = Math.min(PDF_MAX_PAGE, scene.minX + scene.width - x0);
      const h = Math.min(PDF_MAX_PAGE, scene.minY + scene.height - y0);
      doc.addPage({ size: [w, h], margin: 0 });
      const page = new PdfPageContent(doc, fonts, x0, y0);
      page.background(scene.background, w, h);
      for (const p of scene.primitivesIn(x0, y0, x0 + w, y0 + h)) page.draw(p);
      page.flush();
    }
  }
  doc.end();
  return done;
}
