import fc from 'fast-check';
import { MAX_COORDINATE } from '../limits/coordinates';
import { documentArb } from '../testing/arbitraries';
import { clampCoordinates } from './clampCoordinates';
import { parseMapDocument } from './parseMapDocument';
import { salvageMapDocument } from './salvageMapDocument';
import { trustMapDocument } from './trustMapDocument';

const HUGE = 1.797e308;

/** A valid document with one of everything the editor's range bounds. */
function everything() {
  return {
    nodes: [
      { position: { x: 0, y: 0 }, data: { id: 'a', dimensions: { width: 250, height: 100 } } },
      { position: { x: 10, y: 20 }, data: { id: 'b' } },
    ],
    edges: [],
    canvas: {
      center: { x: 0, y: 0 },
      backgroundImages: [
        { id: 'i', url: '/x.png', bounds: { x: 0, y: 0, width: 10, height: 10, w: 10, h: 10 } },
      ],
      drawingData: {
        paths: [
          {
            points: [
              { x: 0, y: 0 },
              { x: 5, y: 5 },
            ],
            strokeWidth: 2,
            strokeColor: '#000',
          },
        ],
        texts: [{ x: 1, y: 2, text: 'note', fontSize: 14, color: '#000' }],
      },
    },
    settings: { defaultNodeDimensions: { width: 250, height: 100 } },
  };
}

/** Every bounded field, its path, and the value beyond the range put there (sizes only beyond the top). */
const FIELDS: [path: string, value: number, held: number][] = [
  ['nodes[1].position.x', HUGE, MAX_COORDINATE],
  ['nodes[1].position.y', -HUGE, -MAX_COORDINATE],
  ['nodes[0].data.dimensions.width', MAX_COORDINATE * 2, MAX_COORDINATE],
  ['nodes[0].data.dimensions.height', HUGE, MAX_COORDINATE],
  ['canvas.center.x', -MAX_COORDINATE - 1, -MAX_COORDINATE],
  ['canvas.center.y', HUGE, MAX_COORDINATE],
  ['canvas.backgroundImages[0].bounds.x', HUGE, MAX_COORDINATE],
  ['canvas.backgroundImages[0].bounds.y', -HUGE, -MAX_COORDINATE],
  ['canvas.backgroundImages[0].bounds.width', HUGE, MAX_COORDINATE],
  ['canvas.backgroundImages[0].bounds.height', HUGE, MAX_COORDINATE],
  ['canvas.backgroundImages[0].bounds.w', -HUGE, -MAX_COORDINATE],
  ['canvas.backgroundImages[0].bounds.h', HUGE, MAX_COORDINATE],
  ['canvas.drawingData.paths[0].points[1].x', HUGE, MAX_COORDINATE],
  ['canvas.drawingData.paths[0].points[1].y', -HUGE, -MAX_COORDINATE],
  ['canvas.drawingData.paths[0].strokeWidth', HUGE, MAX_COORDINATE],
  ['canvas.drawingData.texts[0].x', HUGE, MAX_COORDINATE],
  ['canvas.drawingData.texts[0].y', -HUGE, -MAX_COORDINATE],
  ['canvas.drawingData.texts[0].fontSize', HUGE, MAX_COORDINATE],
  ['settings.defaultNodeDimensions.width', HUGE, MAX_COORDINATE],
  ['settings.defaultNodeDimensions.height', MAX_COORDINATE + 0.5, MAX_COORDINATE],
];

/** The keys of a path like `canvas.drawingData.paths[0].points[1].x`. */
const keysOf = (path: string) =>
  path
    .split(/\.|\[|\]\.?/)
    .filter(Boolean)
    .map((k) => (/^\d+$/.test(k) ? Number(k) : k));

function setAt(root: object, path: string, value: number): void {
  const keys = keysOf(path);
  let at = root as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[keys[keys.length - 1]] = value;
}

function getAt(root: unknown, path: string): unknown {
  return keysOf(path).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], root);
}

describe("coordinates beyond the editor's range", () => {
  it.each(FIELDS)('%s: refused naming it when written, clamped when read', (path, value, held) => {
    const doc = everything();
    setAt(doc, path, value);
    const before = structuredClone(doc);
    const refused = parseMapDocument(doc, { outOfRange: 'refuse' });
    expect(refused).toMatchObject({ ok: false, error: { path } });
    if (refused.ok) return;
    expect(refused.error.message).toMatch(
      /^\S+: must be at (most|least) -?1,000,000,000 \(the editor's range is ±1,000,000,000\)\.$/,
    );
    const read = parseMapDocument(doc);
    if (!read.ok) throw new Error(read.error.message);
    expect(getAt(read.document, path)).toBe(held);
    expect(read.warnings[0]).toBe(
      `Moved 1 value(s) beyond the editor's range (±1,000,000,000) to its edge: ${path}.`,
    );
    expect(trustMapDocument(doc)).toEqual(read);
    expect(doc).toEqual(before);
  });

  it('clamps every bounded field of a document at once, so the strict schema takes the result', () => {
    const doc = everything();
    for (const [path, value] of FIELDS) setAt(doc, path, value);
    const { value, clamped } = clampCoordinates(doc);
    expect(clamped.sort()).toEqual(FIELDS.map(([path]) => path).sort());
    expect(parseMapDocument(value, { outOfRange: 'refuse' }).ok).toBe(true);
    // A stored document beyond repair elsewhere is salvaged with its far nodes kept, at the edge.
    const broken = { ...structuredClone(doc), edges: [{ data: { id: 'e' } }] };
    const salvaged = salvageMapDocument(broken);
    if (!salvaged.ok) throw new Error(salvaged.error.message);
    expect(salvaged.dropped).toContain('edges[0]');
    expect(salvaged.document.nodes[1].position).toEqual({ x: MAX_COORDINATE, y: -MAX_COORDINATE });
  });

  it('leaves a document within the range as it is (the same object)', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        expect(clampCoordinates(doc)).toEqual({ value: doc, clamped: [] });
        expect(clampCoordinates(doc).value).toBe(doc);
      }),
      { numRuns: 200 },
    );
  });

  it('reads any document with far nodes alike through the parser and the drawing-first reader', () => {
    const far = fc.oneof(
      fc.constant(HUGE),
      fc.constant(-HUGE),
      fc.double({ min: MAX_COORDINATE * 1.01, max: 1e300, noNaN: true }),
    );
    fc.assert(
      fc.property(
        documentArb,
        fc.array(fc.tuple(fc.nat(), fc.boolean(), far), { maxLength: 4 }),
        (doc, moves) => {
          for (const [i, axis, v] of moves) {
            const node = doc.nodes[i % Math.max(1, doc.nodes.length)];
            if (node) node.position = { ...node.position, [axis ? 'x' : 'y']: v };
          }
          const read = parseMapDocument(doc);
          expect(read.ok).toBe(true);
          expect(trustMapDocument(doc)).toEqual(read);
          if (read.ok)
            for (const n of read.document.nodes)
              expect(Math.max(Math.abs(n.position.x), Math.abs(n.position.y))).toBeLessThanOrEqual(
                MAX_COORDINATE,
              );
        },
      ),
      { numRuns: 200 },
    );
  });
});
