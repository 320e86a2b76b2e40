import type { MapSummary } from '../../api';
import { canEditTags, cardTags, groupMaps, matchesFilter, parseTagInput, tagCounts } from './mapFilters';

const ME = 'me@example.com';

function map(id: string, extra: Partial<MapSummary> = {}): MapSummary {
  return {
    id,
    name: `Map ${id}`,
    ownerName: 'Me',
    owner: ME,
    tags: [],
    path: `${ME}/${id}`,
    template: false,
    favorite: false,
    lastModified: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const maps = [
  map('a', { name: 'Roadmap', tags: ['work', 'plans'] }),
  map('b', { name: 'Recipes', tags: ['home'], favorite: true }),
  map('c', {
    name: 'Team ideas',
    ownerName: 'Ana Lima',
    owner: 'ana@example.com',
    path: 'ana@example.com/c',
    tags: ['work'],
  }),
  map('d', { name: 'Org chart', template: true, tags: ['', ' work '] }),
];

describe('maps sidebar filtering', () => {
  it('searches name, owner name and tags, case-insensitively', () => {
    const ids = (query: string) => maps.filter((m) => matchesFilter(m, { query, tags: [] })).map((m) => m.id);
    expect(ids('')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('ROAD')).toEqual(['a']);
    expect(ids('ana')).toEqual(['c']);
    expect(ids('hom')).toEqual(['b']);
    expect(ids('  recipes  ')).toEqual(['b']);
    expect(ids('nothing like this')).toEqual([]);
  });

  it('keeps a map when it has any selected tag, and combines tags with the search', () => {
    const ids = (query: string, tags: string[]) =>
      maps.filter((m) => matchesFilter(m, { query, tags })).map((m) => m.id);
    expect(ids('', ['home'])).toEqual(['b']);
    expect(ids('', ['home', 'plans'])).toEqual(['a', 'b']);
    expect(ids('team', ['work'])).toEqual(['c']);
    expect(ids('recipes', ['work'])).toEqual([]);
  });

  it('counts distinct non-empty tags, sorted', () => {
    expect(tagCounts(maps)).toEqual([
      { tag: 'home', count: 1 },
      { tag: 'plans', count: 1 },
      { tag: 'work', count: 3 },
    ]);
    expect(tagCounts([])).toEqual([]);
  });

  it('groups into Favorites, My Maps, Shared with me and Templates', () => {
    const sections = groupMaps(maps, ME);
    const ids = (list: MapSummary[]) => list.map((m) => m.id);
    expect(ids(sections.favorites)).toEqual(['b']);
    expect(ids(sections.myMaps)).toEqual(['a', 'b']);
    expect(ids(sections.sharedWithMe)).toEqual(['c']);
    expect(ids(sections.templates)).toEqual(['d']);
    expect(ids(groupMaps(maps, undefined).sharedWithMe)).toEqual(['a', 'b', 'c']);
  });

  it("shows two tags on a card, then '+N'", () => {
    expect(cardTags([])).toEqual({ shown: [], more: 0 });
    expect(cardTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(cardTags(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
  });

  it('reads a comma-separated tag field', () => {
    expect(parseTagInput(' work, Ideas ,,work , ideas')).toEqual(['work', 'Ideas']);
    expect(parseTagInput('')).toEqual([]);
  });
});

describe('canEditTags', () => {
  it('offers the tag editor to owners and editors only (readers and unknown roles only see tags)', () => {
    expect(canEditTags(map('o', { role: 'owner' }))).toBe(true);
    expect(canEditTags(map('e', { role: 'editor' }))).toBe(true);
    expect(canEditTags(map('r', { role: 'reader' }))).toBe(false);
    expect(canEditTags(map('u'))).toBe(false);
  });

  it('puts a map its owner marked as a template in Templates, not in My Maps', () => {
    const sections = groupMaps([map('t', { template: true, role: 'owner' }), map('m')], ME);
    expect(sections.templates.map((m) => m.id)).toEqual(['t']);
    expect(sections.myMaps.map((m) => m.id)).toEqual(['m']);
  });
});
