import { XMLValidator } from 'fast-xml-parser';
import { outlineToDocument } from '../outlineToDocument';
import { parseMarkdown } from '../markdown';
import { mapScene } from './mapScene';
import { writeSvg } from './writeSvg';
import { taperedOutline } from './edgePath';
import { wrapText } from './wrapText';

const enc = (s: string) => new TextEncoder().encode(s);

describe('vector export', () => {
  const doc = outlineToDocument(
    parseMarkdown(
      'x.md',
      enc('# Root\n## A\n### A1\n## B with a rather long title that has to wrap over lines\n'),
    ),
  );
  doc.nodes[0].data.label = 'Root & <co>';
  doc.nodes[1].data.shape = 'star';
  doc.nodes[1].data.backgroundColor = 'rgba(255, 0, 0, 0.5)';
  doc.edges[0].data.label = 'because';

  it('writes a well-formed SVG with every node as a shape, every title as text and every edge as a path', () => {
    const svg = [...writeSvg(mapScene(doc), 'Root')].join('');
    expect(XMLValidator.validate(svg)).toBe(true);
    // 3 nodes outlined (the central topic has no border in the default theme: a border 0 wide is none); the
    // tree's 3 branches taper, so each is a filled outline with no stroke in its branch's colour, and they have
    // no arrow heads (the theme draws them without).
    expect(svg.match(/<polygon [^>]*stroke="#[^>]*stroke-linejoin/g)!.length).toBe(3);
    expect(svg.match(/<polygon [^>]*fill="#(0077bb|ee7733)" stroke="none"/g)).toHaveLength(3);
    expect(svg).not.toMatch(/<path /);
    expect(svg).toContain('>Root &amp; &lt;co&gt;</tspan>');
    expect(svg).toContain('fill="#ff0000" fill-opacity="0.5"');
    expect(svg).toContain('>because</tspan>');
    expect(svg.match(/<tspan/g)!.length).toBeGreaterThan(5); // 5 one-line labels, and the long title wraps
  });

  it('frames the whole map and leaves out hidden nodes and their edges', () => {
    const xs = doc.nodes.map((n) => n.position.x);
    expect(mapScene(doc).minX + mapScene(doc).width).toBeGreaterThan(Math.max(...xs) + 125);
    doc.nodes[2].data.visibility = 'hidden';
    const scene = mapScene(doc);
    expect(scene.minX).toBeLessThan(Math.min(...xs) - 125);
    const svg = [...writeSvg(scene, 'x')].join('');
    expect(svg).not.toContain('>A1</tspan>');
    expect(svg.match(/<polygon [^>]*fill="#(0077bb|ee7733)" stroke="none"/g)).toHaveLength(2);
    doc.nodes[2].data.visibility = 'visible';
  });

  it('draws a branch as the canvas does: wide at the parent, narrow at the child, round ends', () => {
    // A straight branch from (0, 0) to (100, 0), 6 units wide at its source and 2 at its target.
    const outline = taperedOutline('line', [0, 0, 100, 0], 6, 2);
    const thickness = (x: number) => {
      const ys = outline.filter((_, i) => i % 2 === 1 && Math.abs(outline[i - 1] - x) < 1e-6);
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(thickness(0)).toBeCloseTo(6, 6);
    expect(thickness(100)).toBeCloseTo(2, 6);
    // Round ends: the outline reaches half a width past each end, on the line.
    const xs = outline.filter((_, i) => i % 2 === 0);
    expect(Math.min(...xs)).toBeCloseTo(-3, 1);
    expect(Math.max(...xs)).toBeCloseTo(101, 1);
  });

  it('paints the theme background when the canvas has no colour of its own', () => {
    expect(mapScene(doc).background).toEqual({ color: '#fbfcfe', opacity: 1 });
    const dark = { ...doc, settings: { theme: 'midnight' } };
    expect(mapScene(dark).background).toEqual({ color: '#141923', opacity: 1 });
    const own = { ...dark, canvas: { backgroundColor: '#ff0000' } };
    expect(mapScene(own as typeof doc).background).toEqual({ color: '#ff0000', opacity: 1 });
  });

  it('gives the primitives of a tile only', () => {
    const scene = mapScene(doc);
    const all = [...scene.primitives()].length;
    const some = [...scene.primitivesIn(scene.minX, scene.minY, scene.minX + 50, scene.minY + 50)].length;
    expect(some).toBeLessThan(all);
  });

  it("draws a node's markers as pictures in a row just before its label (emoji left out)", () => {
    const marked = {
      ...doc,
      nodes: doc.nodes.map((n, i) =>
        i === 1 ? { ...n, data: { ...n.data, markers: ['priority-1', 'flag-green', 'emoji:🚀'] } } : n,
      ),
    };
    const scene = mapScene(marked);
    expect(scene.imageSources).toEqual([
      '/api/icons/svg/circle-number-1.svg?color=%23e03131',
      '/api/icons/svg/flag.svg?color=%232f9e44',
    ]);
    const prims = [...scene.primitives()];
    const images = prims.filter((p) => p.kind === 'image');
    expect(images.map((p) => p.kind === 'image' && p.src)).toEqual(scene.imageSources);
    const [first, second] = images as Extract<(typeof prims)[number], { kind: 'image' }>[];
    expect(second.x).toBeGreaterThan(first.x + first.width);
    // The label starts after the row (its anchor is its middle).
    const text = prims.find((p) => p.kind === 'text' && p.lines[0] === 'A') as Extract<
      (typeof prims)[number],
      { kind: 'text' }
    >;
    expect(text.anchor).toBe('middle');
    expect(text.x - 4).toBeGreaterThan(second.x + second.width);
    const svg = [...writeSvg(scene, 'x')].join('');
    expect(XMLValidator.validate(svg)).toBe(true);
  });

  it('wraps text at spaces, breaks long words and cuts with an ellipsis', () => {
    // In Inter at 10 units: 'one two' is 38 wide, 'three' 24.4; 'abcde' 29.4, 'abcdef' 33.1, 'fghmn' 30.1.
    expect(wrapText('one two three', 10, 30)).toEqual(['one', 'two', 'three']);
    expect(wrapText('abcdefghmnopqrs', 10, 30)).toEqual(['abcde', 'fghm', 'nopqr', 's']);
    expect(wrapText('a\nb\nc', 10, 100, 2)).toEqual(['a', 'b…']);
  });
});
