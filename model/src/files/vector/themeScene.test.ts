import { XMLValidator } from 'fast-xml-parser';
import type { MapDocument } from '../../schema/document';
import { mixColor } from '../../theme/compiledTheme';
import { themeOf } from '../../theme/themeRegistry';
import { mapScene } from './mapScene';
import { writeSvg } from './writeSvg';
import type { EmbeddedImage, ScenePrimitive } from './scenePrimitives';

type Text = Extract<ScenePrimitive, { kind: 'text' }>;
type Polygon = Extract<ScenePrimitive, { kind: 'polygon' }>;

/**
 * A themed map as the editor stores it (no style fields of its own: the theme styles it): a central topic, two
 * main topics (one with a photo, one with an icon), a sub-topic, an empty node, a relationship with a label, a
 * labelled branch, a background image and a background video.
 */
function themedMap(theme: string): MapDocument {
  const node = (id: string, x: number, y: number, data: Record<string, unknown> = {}) => ({
    position: { x, y },
    data: { id, label: id, ...data },
  });
  return {
    nodes: [
      node('Plan', 0, 0),
      node('Photo', 400, -200, { imageURL: '/api/images/m1/photo.png', backgroundFit: 'cover' }),
      node('Icon', 400, 200, { image: 'icon-star.svg', icon: 'star' }),
      node('Deep', 800, -200),
      node('', 800, 200),
    ],
    edges: [
      { data: { id: 'e1', source: 'Plan', target: 'Photo', label: 'first' } },
      { data: { id: 'e2', source: 'Plan', target: 'Icon' } },
      { data: { id: 'e3', source: 'Photo', target: 'Deep' } },
      { data: { id: 'e4', source: 'Icon', target: '' } },
      {
        data: { id: 'r1', source: 'Icon', target: 'Deep', label: 'depends', textBackgroundColor: '#ffee00' },
      },
    ],
    canvas: {
      backgroundImages: [
        {
          id: 'bg',
          url: '/api/images/m1/backdrop.jpg',
          bounds: { x: -300, y: -400, width: 200, height: 100 },
        },
        { id: 'v', url: '/api/images/m1/clip.mp4', bounds: { x: -300, y: 300, w: 320, h: 180 } },
      ],
    },
    settings: { theme },
  } as unknown as MapDocument;
}

const all = (doc: MapDocument) => [...mapScene(doc).primitives()];
const textOf = (ps: ScenePrimitive[], label: string) =>
  ps.find((p): p is Text => p.kind === 'text' && p.lines.join(' ') === label)!;
const triangles = (ps: ScenePrimitive[]) =>
  ps.filter((p): p is Polygon => p.kind === 'polygon' && p.points.length === 6 && !p.stroke);

describe('the vector scene draws the map in its theme', () => {
  const midnight = themedMap('midnight');

  it('on a full-bleed background of the theme, or of the canvas colour', () => {
    const scene = mapScene(midnight);
    expect(scene.background).toEqual({ color: '#141923', opacity: 1 });
    const svg = [...writeSvg(scene, 'x')].join('');
    const r = (v: number) => Math.round(v * 100) / 100;
    expect(svg).toContain(
      `<rect x="${r(scene.minX)}" y="${r(scene.minY)}" width="${r(scene.width)}" height="${r(scene.height)}" fill="#141923"/>`,
    );
    const own = { ...midnight, canvas: { ...midnight.canvas, backgroundColor: '#334455' } };
    expect(mapScene(own).background.color).toBe('#334455');
  });

  it('branches as tapering outlines without arrow heads, the relationship as a line with one', () => {
    const ps = all(midnight);
    // Four branches, each a filled outline (a Bézier's 25 points each side and round ends) in its branch colour.
    const branches = ps.filter(
      (p): p is Polygon => p.kind === 'polygon' && p.points.length >= 100 && !p.stroke,
    );
    expect(branches.map((b) => b.fill!.color).sort()).toEqual(['#66ccee', '#66ccee', '#ee6677', '#ee6677']);
    // The only arrow head is the relationship's, at its target, in the relationship colour.
    expect(triangles(ps).filter((t) => t.fill!.color !== '#141923')).toHaveLength(1);
    const line = ps.find((p) => p.kind === 'path')!;
    expect(line).toMatchObject({ strokeWidth: 1.5, stroke: { color: '#8a94a8' } });
    const head = triangles(ps).find((t) => t.fill!.color === '#8a94a8')!;
    // The line stops under the head (its end 0.9 of the head's length back from the tip), not past it.
    const end =
      line.kind === 'path'
        ? line.d
            .split(/[ CML]/)
            .filter(Boolean)
            .map(Number)
            .slice(-2)
        : [];
    const tip = head.points.slice(0, 2);
    expect(Math.hypot(end[0] - tip[0], end[1] - tip[1])).toBeGreaterThan(8);
  });

  it('labels in the weight of their role, with a halo where they sit over lines or pictures', () => {
    const ps = all(midnight);
    expect(textOf(ps, 'Plan')).toMatchObject({ weight: 700, size: 28, halo: null });
    expect(textOf(ps, 'Icon').weight).toBe(600);
    expect(textOf(ps, 'Deep').weight).toBe(400);
    // The photo's label sits below it, outside the node: haloed in the theme's halo (its background).
    expect(textOf(ps, 'Photo').halo).toEqual({ paint: { color: '#141923', opacity: 1 }, width: 4 });
    // A branch's label has a halo; the relationship's own background colour draws a box instead.
    expect(textOf(ps, 'first').halo?.paint.color).toBe('#141923');
    expect(textOf(ps, 'depends').halo).toBeNull();
    const box = ps.find((p) => p.kind === 'rect' && p.fill.color === '#ffee00');
    expect(box).toBeDefined();
    const svg = [...writeSvg(mapScene(midnight), 'x')].join('');
    expect(svg).toMatch(/<text font-size="28" font-weight="700"[^>]*><tspan[^>]*>Plan<\/tspan>/);
    expect(svg).toMatch(
      /stroke="#141923" stroke-width="4" stroke-linejoin="round" paint-order="stroke"><tspan[^>]*>Photo</,
    );
    expect(svg).toContain('font-family="Inter, sans-serif"');
  });

  it('labels below their nodes and halos made for the canvas colour of the map, not the theme', () => {
    // The default (light) theme with a dark canvas of the map's own: the photo's label below it reads on it.
    const light = themedMap('mapa');
    const dark = { ...light, canvas: { ...light.canvas, backgroundColor: '#111111' } } as MapDocument;
    const before = textOf(all(light), 'Photo');
    expect(before.fill).toBeDefined();
    expect(parseInt(before.fill!.color.slice(1, 3), 16)).toBeLessThan(0x80);
    const photo = textOf(all(dark), 'Photo');
    expect(photo.halo?.paint.color).toBe('#111111');
    expect(photo.fill!.color.toLowerCase()).toBe('#ffffff');
    expect(textOf(all(dark), 'first').halo?.paint.color).toBe('#111111');
    const svg = [...writeSvg(mapScene(dark), 'x')].join('');
    expect(svg).toMatch(/fill="#ffffff" stroke="#111111"[^>]*><tspan[^>]*>Photo</i);
    // The video's box is a tint on that canvas too, not on the theme's light background.
    const videoBox = (doc: MapDocument) =>
      all(doc).find((p) => p.kind === 'rect' && p.x === -300 && p.y === 300) as Extract<
        ScenePrimitive,
        { kind: 'rect' }
      >;
    expect(videoBox(dark).fill.color).toBe(mixColor(themeOf(null).definition.neutral, '#111111', 0.14));
    expect(videoBox(light).fill.color).not.toBe(videoBox(dark).fill.color);
  });

  it('never draws the placeholder an empty node shows on screen', () => {
    const ps = all(midnight);
    expect(ps.some((p) => p.kind === 'text' && p.lines.some((l) => /Add Title/.test(l)))).toBe(false);
  });

  it('pictures: node images and icons in their node box, background images at their bounds, videos as a box', () => {
    const scene = mapScene(midnight);
    expect([...scene.imageSources].sort()).toEqual([
      '/api/images/m1/backdrop.jpg',
      '/api/images/m1/photo.png',
      'icon-star.svg',
    ]);
    const images = [...scene.primitives()].filter((p) => p.kind === 'image');
    expect(images).toEqual([
      // Behind everything: the background image first, stretched to its bounds.
      {
        kind: 'image',
        x: -300,
        y: -400,
        width: 200,
        height: 100,
        src: '/api/images/m1/backdrop.jpg',
        fit: 'fill',
      },
      // Main topics are 220 × 76 in the theme.
      {
        kind: 'image',
        x: 290,
        y: -238,
        width: 220,
        height: 76,
        src: '/api/images/m1/photo.png',
        fit: 'cover',
      },
      { kind: 'image', x: 290, y: 162, width: 220, height: 76, src: 'icon-star.svg', fit: 'contain' },
    ]);
    // The video: a box at its bounds with a round mark and a play triangle.
    const box = [...scene.primitives()].find((p) => p.kind === 'rect' && p.x === -300 && p.y === 300);
    expect(box).toMatchObject({ width: 320, height: 180 });
    expect(triangles([...scene.primitives()]).some((t) => t.fill!.color === '#141923')).toBe(true);
  });

  it('embeds each picture read once as a data: URL in the SVG, and leaves out those not read', () => {
    const png: EmbeddedImage = {
      bytes: new Uint8Array([137, 80, 78, 71]),
      contentType: 'image/png',
      width: 4,
      height: 3,
    };
    const svgIcon: EmbeddedImage = {
      bytes: new TextEncoder().encode('<svg/>'),
      contentType: 'image/svg+xml',
      width: 24,
      height: 24,
    };
    const read = new Map([
      ['/api/images/m1/photo.png', png],
      ['icon-star.svg', svgIcon],
    ]);
    const svg = [...writeSvg(mapScene(midnight), 'x', read)].join('');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(
      svg.match(/<image [^>]*xlink:href="data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+"/g),
    ).toHaveLength(2);
    expect(svg).toContain(`xlink:href="data:image/png;base64,${btoa('\x89PNG')}"`);
    expect(svg).toContain(
      'viewBox="0 0 4 3" preserveAspectRatio="xMidYMid slice"><use xlink:href="#mapa-image-1"/>',
    );
    expect(svg).toContain(
      'viewBox="0 0 24 24" preserveAspectRatio="xMidYMid meet"><use xlink:href="#mapa-image-2"/>',
    );
    // The backdrop was not read: nothing stands in for it.
    expect(svg.match(/<use /g)).toHaveLength(2);
    expect(svg).toContain('>depends</tspan>');
  });

  it('the same map in two themes: other background, other branch colours', () => {
    const paper = themedMap('paper');
    expect(mapScene(paper).background.color).toBe('#f7f1e3');
    const fills = (doc: MapDocument) =>
      all(doc)
        .filter((p): p is Polygon => p.kind === 'polygon' && p.points.length >= 100 && !p.stroke)
        .map((p) => p.fill!.color);
    expect(fills(paper)).not.toEqual(fills(midnight));
    expect(fills(paper)).toContain('#8c5a3c');
  });
});
