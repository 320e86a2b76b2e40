import { decode as decodeWebp } from '@cwasm/webp';
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';
import { dataUrl, type EmbeddedImage } from '@mapa/model';
import { RESVG_FONTS } from './exportFonts';

// Pictures in the forms the renderers take: resvg (the PNG export) reads PNG, JPEG, GIF and SVG but no WebP;
// pdfkit (the PDF export) reads PNG and JPEG only. WebP (what the editor makes of a big upload) is decoded with
// libwebp compiled to WebAssembly; GIF and SVG are drawn by resvg.

/** Longest side an SVG picture is drawn at for a PDF: sharp printed at its box's size, bounded. */
const SVG_RASTER_MAX = 2048;

/** RGBA pixels as a PNG file. */
function encodePng(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(png);
}

/** A WebP picture as a PNG of the same pixels. */
function webpToPng(image: EmbeddedImage): Buffer {
  const decoded = decodeWebp(image.bytes);
  return encodePng(decoded.width, decoded.height, decoded.data);
}

/**
 * The picture as a PNG `width` pixels wide (its height by its aspect), drawn by resvg: for an SVG, at the size
 * asked; for a GIF, its first frame.
 */
function drawnPng(image: EmbeddedImage, width: number): Buffer {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round((w * image.height) / image.width));
  const svg =
    image.contentType === 'image/svg+xml'
      ? Buffer.from(image.bytes)
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><image width="${w}" height="${h}" preserveAspectRatio="none" href="${dataUrl(image)}"/></svg>`;
  return new Resvg(svg, { fitTo: { mode: 'width', value: w }, font: RESVG_FONTS, logLevel: 'off' })
    .render()
    .asPng();
}

/**
 * The picture as resvg reads it, as a data: URL (made once per picture and kept: every band of a PNG that
 * shows it embeds it).
 */
export function resvgHrefs(images: ReadonlyMap<string, EmbeddedImage>): (src: string) => string | null {
  const hrefs = new Map<string, string | null>();
  return (src) => {
    if (hrefs.has(src)) return hrefs.get(src)!;
    const image = images.get(src);
    let href: string | null = null;
    try {
      if (image)
        href =
          image.contentType === 'image/webp'
            ? dataUrl({ bytes: webpToPng(image), contentType: 'image/png' })
            : dataUrl(image);
    } catch {
      href = null; // a picture that does not decode is left out, as one that could not be read
    }
    hrefs.set(src, href);
    return href;
  };
}

/**
 * The picture as pdfkit reads it: PNG and JPEG as they are; WebP as a PNG of its pixels; a GIF's first frame;
 * an SVG drawn at `displayWidth` graph units × 4 (a print's resolution at the box's size), at most
 * {@link SVG_RASTER_MAX} pixels wide. Null when it does not decode.
 */
export function pdfImageBytes(image: EmbeddedImage, displayWidth: number): Buffer | null {
  try {
    switch (image.contentType) {
      case 'image/png':
      case 'image/jpeg':
        return Buffer.from(image.bytes);
      case 'image/webp':
        return webpToPng(image);
      case 'image/gif':
        return drawnPng(image, image.width);
      default: {
        const width = Math.min(SVG_RASTER_MAX, Math.max(64, displayWidth * 4));
        return drawnPng(image, image.width >= image.height ? width : (width * image.width) / image.height);
      }
    }
  } catch {
    return null;
  }
}
