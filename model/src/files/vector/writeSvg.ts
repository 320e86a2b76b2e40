import type { MapScene, Paint, ScenePrimitive } from './scenePrimitives';
import { VECTOR_FONT_FAMILY } from './scenePrimitives';
import { escapeXml as esc } from '../../text/xmlEscape';

function fillAttrs(p: Paint | null, prefix: 'fill' | 'stroke'): string {
  if (!p) return ` ${prefix}="none"`;
  return ` ${prefix}="${p.color}"${p.opacity < 1 ? ` ${prefix}-opacity="${Math.round(p.opacity * 1000) / 1000}"` : ''}`;
}

/** One primitive as an SVG element. */
export function svgElement(p: ScenePrimitive): string {
  switch (p.kind) {
    case 'polygon':
      return `<polygon points="${p.points.join(' ')}"${fillAttrs(p.fill, 'fill')}${fillAttrs(p.stroke, 'stroke')}${p.stroke ? ` stroke-width="${p.strokeWidth}"` : ''} stroke-linejoin="round"/>`;
    case 'path':
      return `<path d="${p.d}" fill="none"${fillAttrs(p.stroke, 'stroke')} stroke-width="${p.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'rect':
      return `<rect x="${r(p.x)}" y="${r(p.y)}" width="${r(p.width)}" height="${r(p.height)}" rx="3"${fillAttrs(p.fill, 'fill')}/>`;
    case 'text': {
      const spans = p.lines
        .map((line, i) => `<tspan x="${r(p.x)}" y="${r(p.y + i * p.lineHeight)}">${esc(line) || ' '}</tspan>`)
        .join('');
      return `<text font-size="${p.size}" text-anchor="${p.anchor}"${p.italic ? ' font-style="italic"' : ''}${fillAttrs(p.fill, 'fill')}>${spans}</text>`;
    }
  }
}

const r = (v: number) => Math.round(v * 100) / 100;

/**
 * The map as an SVG document: real shapes, curves and text (selectable, searchable, sharp at any zoom), sized in
 * graph units with a viewBox around the whole map. Written in chunks, so a big map is never one string.
 */
export function* writeSvg(scene: MapScene, title: string): Generator<string> {
  const { minX, minY, width, height, background } = scene;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${r(width)}" height="${r(height)}" viewBox="${r(minX)} ${r(minY)} ${r(width)} ${r(height)}" font-family="${esc(VECTOR_FONT_FAMILY)}">\n<title>${esc(title)}</title>\n<rect x="${r(minX)}" y="${r(minY)}" width="${r(width)}" height="${r(height)}"${fillAttrs(background, 'fill')}/>\n`;
  let chunk = '';
  for (const p of scene.primitives()) {
    chunk += `${svgElement(p)}\n`;
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</svg>\n`;
}
