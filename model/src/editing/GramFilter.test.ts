import fc from 'fast-check';
import { GramFilter } from './GramFilter';
import { SLOT_SEPARATOR } from './JoinedText';

describe('GramFilter', () => {
  it('never rules out a query that occurs in the text (no false negatives)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', 'c', ' ', 'é', '\u{1F600}') }), {
          maxLength: 20,
        }),
        fc.nat(),
        fc.nat(),
        (texts, pick, length) => {
          const joined = texts.join(SLOT_SEPARATOR);
          const filter = GramFilter.of(joined);
          const source = texts[pick % Math.max(1, texts.length)] ?? '';
          const start = source.length === 0 ? 0 : pick % source.length;
          const query = source.slice(start, start + (length % 8));
          expect(filter.mayContain(GramFilter.queryHashes(query))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rules out queries with a pair or triple the text lacks, and never joins texts across the separator', () => {
    const filter = GramFilter.of(['the quick brown fox', 'jumps'].join(SLOT_SEPARATOR));
    for (const q of ['quokka', 'zz', 'foxj', 'xj', 'brawn'])
      expect(filter.mayContain(GramFilter.queryHashes(q))).toBe(false);
    for (const q of ['quick', 'k b', 'ju', 'fox'])
      expect(filter.mayContain(GramFilter.queryHashes(q))).toBe(true);
    // One character: nothing to test, every segment scans.
    expect(GramFilter.queryHashes('z')).toEqual([]);
  });
});
