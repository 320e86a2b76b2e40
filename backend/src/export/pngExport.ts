import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createDeflate, crc32 } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { svgElement, svgImageDefs, svgOpenTag, type EmbeddedImage, type MapScene } from '@mapa/model';
import { RESVG_FONTS } from './exportFonts';
import { resvgHrefs } from './imageConversions';

/** Largest side of a server PNG, and its largest pixel count: a bigger map is drawn smaller, down to the least scale. */
export const PNG_MAX_SIDE = 16_384;
export const PNG_MAX_PIXELS = 120_000_000;
/**
 * The least scale of a server PNG: half size, where a 14 px label is still 7 px and legible. A map that would need
 * less (a tall 100k-node tree would be 2 pixels wide) is refused with {@link pngTooLarge}'s reason, at once,
 * instead of drawing minutes of specks: PDF and SVG have no such limit.
 */
export const PNG_MIN_SCALE = 0.5;

const count = (n: number) => n.toLocaleString('en-US');

/** Why the map cannot be a PNG (its size at the least scale against the limits), or null when it can. */
export function pngTooLarge(scene: MapScene): string | null {
  if (pngScale(scene) >= PNG_MIN_SCALE) return null;
  const w = Math.ceil(scene.width * PNG_MIN_SCALE);
  const h = Math.ceil(scene.height * PNG_MIN_SCALE);
  return (
    `This map is too large for a PNG: even at half size it would be ${count(w)} × ${count(h)} pixels, and a ` +
    `PNG export is limited to ${count(PNG_MAX_SIDE)} pixels a side and ${count(PNG_MAX_PIXELS)} pixels in all. ` +
    'Export it as PDF or SVG, which keep the whole map at full size.'
  );
}
/** Rows rendered at a time: one band of at most 16384 × 256 × 4 bytes (16 MB) is in memory. */
const BAND_ROWS = 256;

/** The scale of a server PNG: twice the graph size (sharp on high-density screens) unless that is too big. */
export function pngScale(scene: MapScene): number {
  const bySide = PNG_MAX_SIDE / Math.max(scene.width, scene.height);
  const byPixels = Math.sqrt(PNG_MAX_PIXELS / (scene.width * scene.height));
  return Math.min(2, bySide, byPixels);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * The whole map as one high-resolution PNG, drawn band by band: each band's primitives go to resvg as a small
 * SVG, its pixels are deflated straight into the PNG stream, and only one band is ever in memory, whatever the
 * map's size; its pictures (`images`, read by `readSceneImages`) are embedded in the bands that show them. Beyond the 3200×1800 of the browser's export (spec §9): up to {@link PNG_MAX_SIDE} pixels a side. Throws, writing nothing, for a map {@link pngTooLarge} refuses.
 */
export async function writePng(
  scene: MapScene,
  out: Writable,
  images: ReadonlyMap<string, EmbeddedImage> = new Map(),
): Promise<{ width: number; height: number }> {
  const refused = pngTooLarge(scene);
  if (refused) throw new Error(refused);
  const scale = pngScale(scene);
  const width = Math.max(1, Math.round(scene.width * scale));
  const height = Math.max(1, Math.round(scene.height * scale));
  // Waits for the response to drain, so a slow reader holds back the rendering instead of filling memory; a
  // response that failed or was given up ends the rendering.
  const write = async (buf: Buffer) => {
    if (out.destroyed) throw out.errored ?? new Error('The PNG was given up');
    if (!out.write(buf)) await once(out, 'drain');
  };
  await write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  await write(chunk('IHDR', ihdr));
  const deflate = createDeflate({ level: 6 });
  const pending: Promise<void>[] = [];
  deflate.on('data', (data: Buffer) => {
    const written = write(chunk('IDAT', data));
    written.catch(() => undefined); // reported by the Promise.all below, or by the band loop's check
    pending.push(written);
  });
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const bg = scene.background;
  const pictures = svgImageDefs(images);
  const hrefs = resvgHrefs(images);
  for (let top = 0; top < height; top += BAND_ROWS) {
    if (out.destroyed) throw out.errored ?? new Error('The PNG was given up');
    const rows = Math.min(BAND_ROWS, height - top);
    const gy0 = scene.minY + top / scale;
    const gw = scene.width;
    const gh = rows / scale;
    // The band's pictures are defined once in it, whatever number of nodes show them.
    const used = new Map<string, { id: string; width: number; height: number }>();
    const ref = (src: string) => {
      const found = hrefs(src) ? pictures.ref(src) : null;
      if (found) used.set(src, found);
      return found;
    };
    let body = `<rect x="${scene.minX}" y="${gy0}" width="${gw}" height="${gh}" fill="${bg.color}" fill-opacity="${bg.opacity}"/>`;
    for (const p of scene.primitivesIn(scene.minX, gy0, scene.minX + gw, gy0 + gh))
      body += svgElement(p, ref);
    let defs = '';
    for (const [src, r] of used)
      defs += `<image id="${r.id}" width="${r.width}" height="${r.height}" preserveAspectRatio="none" xlink:href="${hrefs(src)}"/>`;
    const open = svgOpenTag(`${scene.minX} ${gy0} ${gw} ${gh}`, width, rows, ' preserveAspectRatio="none"');
    const svg = `${open}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
    const pixels = new Resvg(svg, {
      fitTo: { mode: 'width', value: width },
      font: RESVG_FONTS,
    }).render().pixels;
    // Each PNG row starts with its filter type (0: none).
    const raw = Buffer.alloc(rows * (width * 4 + 1));
    for (let y = 0; y < rows; y++) {
      raw[y * (width * 4 + 1)] = 0;
      pixels.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
    }
    if (!deflate.write(raw)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  await Promise.all(pending);
  await write(chunk('IEND', Buffer.alloc(0)));
  return { width, height };
}
