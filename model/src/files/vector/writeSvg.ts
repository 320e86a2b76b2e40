import type { EmbeddedImage, ImageFit, MapScene, Paint, ScenePrimitive } from './scenePrimitives';
import { VECTOR_FONT_FAMILY } from './scenePrimitives';
import { escapeXml as esc } from '../../text/xmlEscape';

function fillAttrs(p: Paint | null, prefix: 'fill' | 'stroke'): string {
  if (!p) return ` ${prefix}="none"`;
  return ` ${prefix}="${p.color}"${p.opacity < 1 ? ` ${prefix}-opacity="${Math.round(p.opacity * 1000) / 1000}"` : ''}`;
}

/** A picture defined once in the SVG's `<defs>` (its id and size in pixels), or null when it was not read. */
export type SvgImageRef = (src: string) => { id: string; width: number; height: number } | null;

const ASPECT: Record<ImageFit, string> = {
  contain: 'xMidYMid meet',
  cover: 'xMidYMid slice',
  fill: 'none',
};

/**
 * One primitive as an SVG element. A picture is a `<use>` of its definition (see {@link svgImageDefs}) inside a
 * nested viewport of its box, which contains, crops or stretches it as its fit says; it is left out when `images`
 * does not know it.
 */
export function svgElement(p: ScenePrimitive, images?: SvgImageRef): string {
  switch (p.kind) {
    case 'polygon':
      return `<polygon points="${p.points.join(' ')}"${fillAttrs(p.fill, 'fill')}${fillAttrs(p.stroke, 'stroke')}${p.stroke ? ` stroke-width="${p.strokeWidth}"` : ''} stroke-linejoin="round"/>`;
    case 'path':
      return `<path d="${p.d}" fill="none"${fillAttrs(p.stroke, 'stroke')} stroke-width="${p.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'rect':
      return `<rect x="${r(p.x)}" y="${r(p.y)}" width="${r(p.width)}" height="${r(p.height)}"${p.radius > 0 ? ` rx="${r(p.radius)}"` : ''}${fillAttrs(p.fill, 'fill')}/>`;
    case 'image': {
      const ref = images?.(p.src);
      if (!ref) return '';
      return `<svg x="${r(p.x)}" y="${r(p.y)}" width="${r(p.width)}" height="${r(p.height)}" viewBox="0 0 ${ref.width} ${ref.height}" preserveAspectRatio="${ASPECT[p.fit]}"><use xlink:href="#${ref.id}"/></svg>`;
    }
    case 'text': {
      const spans = p.lines
        .map((line, i) => `<tspan x="${r(p.x)}" y="${r(p.y + i * p.lineHeight)}">${esc(line) || ' '}</tspan>`)
        .join('');
      // The halo: the outline painted under the letters' fill (paint-order), in round joins, as the canvas's glow.
      const halo = p.halo
        ? `${fillAttrs(p.halo.paint, 'stroke')} stroke-width="${p.halo.width}" stroke-linejoin="round" paint-order="stroke"`
        : '';
      return `<text font-size="${p.size}"${p.weight !== 400 ? ` font-weight="${p.weight}"` : ''} text-anchor="${p.anchor}"${p.italic ? ' font-style="italic"' : ''}${fillAttrs(p.fill, 'fill')}${halo}>${spans}</text>`;
    }
  }
}

const r = (v: number) => Math.round(v * 100) / 100;

/** Bytes as base64, a slice at a time (a picture may be megabytes; no string of it is built twice). */
export function base64(bytes: Uint8Array): string {
  // The model is built without DOM or Node types; browsers and Node both have btoa.
  const btoa = (globalThis as unknown as { btoa: (s: string) => string }).btoa;
  const parts: string[] = [];
  // A multiple of 3, so the slices' encodings join without padding in between.
  for (let i = 0; i < bytes.length; i += 3 * 8192)
    parts.push(btoa(String.fromCharCode(...bytes.subarray(i, i + 3 * 8192))));
  return parts.join('');
}

/** A picture as a data: URL. */
export function dataUrl(image: Pick<EmbeddedImage, 'bytes' | 'contentType'>): string {
  return `data:${image.contentType};base64,${base64(image.bytes)}`;
}

/**
 * The pictures of a scene, numbered in the order given, and what {@link svgElement} needs to name them. `defs`
 * writes the definitions of those `wanted` (all by default): each picture once, however many nodes show it.
 */
export function svgImageDefs(images: ReadonlyMap<string, EmbeddedImage>): {
  ref: SvgImageRef;
  defs: (wanted?: ReadonlySet<string>) => Generator<string>;
} {
  const ids = new Map<string, string>();
  for (const src of images.keys()) ids.set(src, `mapa-image-${ids.size + 1}`);
  return {
    ref: (src) => {
      const image = images.get(src);
      return image ? { id: ids.get(src)!, width: image.width, height: image.height } : null;
    },
    defs: function* (wanted) {
      for (const [src, image] of images) {
        if (wanted && !wanted.has(src)) continue;
        yield `<image id="${ids.get(src)}" width="${image.width}" height="${image.height}" preserveAspectRatio="none" xlink:href="${dataUrl(image)}"/>\n`;
      }
    },
  };
}

/** The root element's opening tag: its size, a viewBox, the label font, and any `attributes` more. */
export function svgOpenTag(
  viewBox: string,
  width: number | string,
  height: number | string,
  attributes = '',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="${viewBox}"${attributes} font-family="${esc(VECTOR_FONT_FAMILY)}">`;
}

/**
 * The map as an SVG document: real shapes, curves and text (selectable, searchable, sharp at any zoom), sized in
 * graph units with a viewBox around the whole map, on a full-bleed rectangle of its background. The pictures the
 * export could read (`images`, by the address the map holds) are embedded as data: URLs, each once. Written in
 * chunks, so a big map is never one string.
 */
export function* writeSvg(
  scene: MapScene,
  title: string,
  images: ReadonlyMap<string, EmbeddedImage> = new Map(),
): Generator<string> {
  const { minX, minY, width, height, background } = scene;
  const box = `${r(minX)} ${r(minY)} ${r(width)} ${r(height)}`;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n${svgOpenTag(box, r(width), r(height))}\n<title>${esc(title)}</title>\n`;
  const pictures = svgImageDefs(images);
  if (images.size) {
    yield '<defs>\n';
    yield* pictures.defs();
    yield '</defs>\n';
  }
  yield `<rect x="${r(minX)}" y="${r(minY)}" width="${r(width)}" height="${r(height)}"${fillAttrs(background, 'fill')}/>\n`;
  let chunk = '';
  for (const p of scene.primitives()) {
    const element = svgElement(p, pictures.ref);
    if (element) chunk += `${element}\n`;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</svg>\n`;
}
