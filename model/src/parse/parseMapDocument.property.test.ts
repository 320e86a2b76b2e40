import fc from 'fast-check';
import { parseMapDocument } from './parseMapDocument';
import { documentArb } from '../testing/arbitraries';

/** Every path (array of keys) inside a JSON-like value, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.push(...pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]));
    }
  }
  return out;
}

/** A deep copy of `doc` with the value at `path` replaced (or deleted when `replacement` is the DELETE marker). */
function mutate(doc: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (replacement === DELETE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}
const DELETE = Symbol('delete');

describe('parseMapDocument never throws', () => {
  it('on any value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => void parseMapDocument(value)),
      { numRuns: 500 },
    );
  });

  it('on any JSON text, and answers with a path when it refuses', () => {
    fc.assert(
      fc.property(fc.json(), (text) => {
        const result = parseMapDocument(text);
        if (!result.ok) expect(result.error.message.startsWith(`${result.error.path}: `)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('on any string', () => {
    fc.assert(
      fc.property(fc.string(), (text) => void parseMapDocument(text)),
      { numRuns: 300 },
    );
  });

  it('on valid documents with one value replaced or deleted', () => {
    const mutated = documentArb.chain((doc) =>
      fc.tuple(
        fc.constant(doc),
        fc.constantFrom(...pathsOf(doc)),
        fc.oneof(fc.anything(), fc.constant(DELETE), fc.constant(null), fc.string()),
      ),
    );
    fc.assert(
      fc.property(mutated, ([doc, path, replacement]) => {
        const result = parseMapDocument(mutate(doc, path, replacement));
        if (!result.ok) expect(result.error.path).toMatch(/^(\$|[A-Za-z_$][\w$]*)/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseMapDocument on valid documents', () => {
  it('accepts them, from a value or from JSON text, with the same result', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const fromValue = parseMapDocument(doc);
        expect(fromValue.ok).toBe(true);
        expect(parseMapDocument(JSON.stringify(doc))).toEqual(fromValue);
      }),
      { numRuns: 200 },
    );
  });

  it('is idempotent: a normalised document parses to itself with no warnings', () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        const once = parseMapDocument(doc);
        if (!once.ok) throw new Error(once.error.message);
        const twice = parseMapDocument(once.document);
        expect(twice).toEqual({ ok: true, document: once.document, warnings: [] });
      }),
      { numRuns: 200 },
    );
  });
});
