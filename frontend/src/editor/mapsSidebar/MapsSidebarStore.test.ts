import { ApiError, type MapSummary } from '../../api';
import { MapsSidebarStore } from './MapsSidebarStore';

const summary = (id: string, extra: Partial<MapSummary> = {}): MapSummary => ({
  id,
  name: id,
  ownerName: 'Me',
  owner: 'me@x.io',
  tags: [],
  path: `me@x.io/${id}`,
  template: false,
  favorite: false,
  lastModified: '2026-01-01T00:00:00.000Z',
  ...extra,
});

function setup(maps: MapSummary[]) {
  const errors: string[] = [];
  let refuse: ApiError | null = null;
  const api = {
    list: async () => maps.map((m) => ({ ...m })),
    setFavorite: async () => {
      if (refuse) throw refuse;
      return { success: true };
    },
    setTags: async (_id: string, tags: string[]) => {
      if (refuse) throw refuse;
      return tags.map((t) => t.trim());
    },
  };
  const store = new MapsSidebarStore(
    api,
    () => 'me@x.io',
    (e) => errors.push((e as ApiError).code),
  );
  return { store, errors, refuse: (e: ApiError | null) => (refuse = e) };
}

describe('MapsSidebarStore', () => {
  it('loads newest first, filters and groups', async () => {
    const { store } = setup([
      summary('old', { lastModified: '2025-01-01T00:00:00.000Z', tags: ['x'] }),
      summary('new', { favorite: true }),
    ]);
    expect(store.status).toBe('loading');
    await store.load();
    expect(store.maps.map((m) => m.id)).toEqual(['new', 'old']);
    expect(store.sections.favorites.map((m) => m.id)).toEqual(['new']);
    store.toggleTag('x');
    expect(store.filtered.map((m) => m.id)).toEqual(['old']);
    expect(store.hasFilters).toBe(true);
    store.setQuery('zzz');
    expect(store.filtered).toEqual([]);
    store.clearFilters();
    expect(store.filtered).toHaveLength(2);
    expect(store.hasFilters).toBe(false);
  });

  it('favourites and tags at once, and undoes them when the server refuses', async () => {
    const { store, errors, refuse } = setup([summary('m')]);
    await store.load();
    await store.setFavorite('m', true);
    expect(store.sections.favorites).toHaveLength(1);
    await store.setTags('m', ['a ', 'b']);
    expect(store.maps[0].tags).toEqual(['a', 'b']);
    refuse(new ApiError(403, 'FORBIDDEN', 'Read-only access'));
    await store.setTags('m', ['c']);
    await store.setFavorite('m', false);
    expect(store.maps[0]).toMatchObject({ tags: ['a', 'b'], favorite: true });
    expect(errors).toEqual(['FORBIDDEN', 'FORBIDDEN']);
  });
});
