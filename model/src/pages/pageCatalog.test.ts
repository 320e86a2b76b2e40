import fc from 'fast-check';
import { mapOf } from '../editing/testMaps';
import { PageCatalog } from './pageCatalog';

/** What a search must answer: a plain scan of the labels in map order. */
function scan(labels: string[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  return labels.flatMap((label, i) =>
    needle === '' || label.toLowerCase().includes(needle) ? [`n${i}`] : [],
  );
}

function catalogOf(labels: string[]): PageCatalog {
  const nodes = Object.fromEntries(labels.map((label, i) => [`n${i}`, { x: i * 300, y: 0, label }]));
  return PageCatalog.of(mapOf(nodes, []));
}

describe('PageCatalog.search (spec §2.19 Search nodes...)', () => {
  it('typing on narrows the previous results and erasing finds earlier ones, always as a fresh scan would', () => {
    // With the joined text's separator (U+0000) inside labels and queries, and 'İ', whose lower case is longer.
    const letter = fc.constantFrom('a', 'b', 'A', ' ', 'ab', '\u0000', 'İ');
    fc.assert(
      fc.property(
        fc.array(
          fc.array(letter, { maxLength: 6 }).map((parts) => parts.join('')),
          { maxLength: 40 },
        ),
        // Each step types a piece or erases some characters, as a user at the search box does.
        fc.array(fc.oneof(letter, fc.integer({ min: 1, max: 3 })), { maxLength: 30 }),
        (labels, steps) => {
          const catalog = catalogOf(labels);
          let query = '';
          for (const step of steps) {
            query =
              typeof step === 'number' ? query.slice(0, Math.max(0, query.length - step)) : query + step;
            expect(catalog.search(query)).toEqual(scan(labels, query));
          }
        },
      ),
    );
  });

  it('a query typed, erased and typed again answers the same', () => {
    const catalog = catalogOf(['Cell', 'Nucleus', 'cellar', 'DNA']);
    expect(catalog.search('ce')).toEqual(['n0', 'n2']);
    expect(catalog.search('cell')).toEqual(['n0', 'n2']);
    expect(catalog.search('cella')).toEqual(['n2']);
    expect(catalog.search('c')).toEqual(['n0', 'n1', 'n2']);
    expect(catalog.search('cella')).toEqual(['n2']);
    expect(catalog.search('  ')).toHaveLength(4);
  });
});
