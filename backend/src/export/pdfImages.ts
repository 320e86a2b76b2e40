import type { EmbeddedImage, ImageFit } from '@mapa/model';
import { pdfImageBytes } from './imageConversions';

/** The parts of pdfkit's image object used to draw it (pdfkit 0.20 `PNGImage` / `JPEG`). */
interface PdfkitImage {
  label: string;
  width: number;
  height: number;
  obj: unknown;
  embed(doc: PDFKit.PDFDocument): void;
}

/** The pdfkit state this reads: its image opener and the page's XObject resources. */
interface PdfkitImageInternals {
  openImage(src: Buffer): PdfkitImage;
  page: { xobjects: Record<string, unknown> };
}

/**
 * The pictures of one PDF: each made an image XObject once, the first time a page shows it, and named in the
 * resources of every page that shows it (a picture shown by a hundred nodes is in the file once).
 */
export class PdfImages {
  private readonly opened = new Map<string, { image: PdfkitImage; orientation: number } | null>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly images: ReadonlyMap<string, EmbeddedImage>,
  ) {}

  /**
   * The content operators drawing picture `src` in the box (`x`, `y` its top-left corner, page units, y down as
   * pdfkit's pages are), fitted as `fit` says (a covering picture clipped to its box); '' for a picture not read
   * or that pdfkit cannot open.
   */
  draw(
    src: string,
    fit: ImageFit,
    x: number,
    y: number,
    w: number,
    h: number,
    num: (v: number) => string,
  ): string {
    const found = this.open(src, w);
    if (!found) return '';
    const { image, orientation } = found;
    const internals = this.doc as unknown as PdfkitImageInternals;
    internals.page.xobjects[image.label] ??= image.obj;
    // The picture's size as shown (a JPEG turned by its EXIF orientation shows its sides swapped).
    const turned = orientation >= 5;
    const iw = turned ? image.height : image.width;
    const ih = turned ? image.width : image.height;
    let dw = w;
    let dh = h;
    if (fit !== 'fill') {
      const k = fit === 'cover' ? Math.max(w / iw, h / ih) : Math.min(w / iw, h / ih);
      dw = iw * k;
      dh = ih * k;
    }
    const dx = x + (w - dw) / 2;
    const dy = y + (h - dh) / 2;
    const clip = fit === 'cover' ? `${num(x)} ${num(y)} ${num(w)} ${num(h)} re W n ` : '';
    return `q ${clip}${orient(orientation, dx, dy, dw, dh).map(num).join(' ')} cm /${image.label} Do Q`;
  }

  private open(src: string, displayWidth: number): { image: PdfkitImage; orientation: number } | null {
    if (this.opened.has(src)) return this.opened.get(src)!;
    const embedded = this.images.get(src);
    const bytes = embedded ? pdfImageBytes(embedded, displayWidth) : null;
    let found: { image: PdfkitImage; orientation: number } | null = null;
    if (bytes && embedded) {
      try {
        const image = (this.doc as unknown as PdfkitImageInternals).openImage(bytes);
        image.embed(this.doc);
        // Only a JPEG kept as it was carries its EXIF turn; what was converted is upright already.
        const orientation = embedded.contentType === 'image/jpeg' ? (embedded.orientation ?? 1) : 1;
        found = { image, orientation };
      } catch {
        found = null; // a picture pdfkit cannot read (an unusual PNG) is left out, as one not read
      }
    }
    this.opened.set(src, found);
    return found;
  }
}

/**
 * The matrix mapping an image XObject's unit square onto the box (`x`, `y` top-left, `w` × `h` as shown) on a
 * y-down page, turned or mirrored as its EXIF orientation says, so it shows as browsers show it.
 */
function orient(orientation: number, x: number, y: number, w: number, h: number): number[] {
  switch (orientation) {
    case 2:
      return [-w, 0, 0, -h, x + w, y + h];
    case 3:
      return [-w, 0, 0, h, x + w, y];
    case 4:
      return [w, 0, 0, h, x, y];
    case 5:
      return [0, h, -w, 0, x + w, y];
    case 6:
      return [0, h, w, 0, x, y];
    case 7:
      return [0, -h, w, 0, x, y + h];
    case 8:
      return [0, -h, -w, 0, x + w, y + h];
    default:
      return [w, 0, 0, -h, x, y + h];
  }
}
