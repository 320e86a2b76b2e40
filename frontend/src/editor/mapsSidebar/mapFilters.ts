import type { MapSummary } from '../../api';

/** What the maps sidebar filters by (spec §2.21): a search text and any of the selected tags. */
export interface MapFilter {
  query: string;
  tags: readonly string[];
}

/** The sidebar's sections (spec §6 grouping), in the order they are shown. */
export interface MapSections {
  favorites: MapSummary[];
  myMaps: MapSummary[];
  sharedWithMe: MapSummary[];
  templates: MapSummary[];
}

/** A tag and how many maps carry it. */
export interface TagCount {
  tag: string;
  count: number;
}

/** Most tags a card shows before '+N' (spec §9). */
export const CARD_TAGS = 2;

/**
 * Whether a map passes the filter: the search text (case-insensitive) is in its name, owner's name or one of its
 * tags, and, when tags are selected, it carries at least one of them (any-match).
 */
export function matchesFilter(map: MapSummary, filter: MapFilter): boolean {
  const query = filter.query.trim().toLowerCase();
  if (query) {
    const haystack = [map.name, map.ownerName, ...map.tags].map((s) => s.toLowerCase());
    if (!haystack.some((text) => text.includes(query))) return false;
  }
  return filter.tags.length === 0 || map.tags.some((tag) => filter.tags.includes(tag));
}

/** Every distinct non-empty tag, sorted, with the number of maps that carry it. */
export function tagCounts(maps: readonly MapSummary[]): TagCount[] {
  const counts = new Map<string, number>();
  for (const map of maps) {
    for (const tag of new Set(map.tags.map((t) => t.trim()).filter(Boolean)))
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => a.tag.localeCompare(b.tag));
}

/**
 * Splits maps into the sidebar's sections (spec §6): Templates (template flag); My Maps (the first segment of
 * the path is the user's e-mail); Shared with me (every other non-template map); Favorites (favourite flag; a
 * favourite also stays in its own section).
 */
export function groupMaps(maps: readonly MapSummary[], userEmail: string | undefined): MapSections {
  const sections: MapSections = { favorites: [], myMaps: [], sharedWithMe: [], templates: [] };
  for (const map of maps) {
    if (map.favorite) sections.favorites.push(map);
    if (map.template) sections.templates.push(map);
    else if (userEmail && map.path.split('/')[0] === userEmail) sections.myMaps.push(map);
    else sections.sharedWithMe.push(map);
  }
  return sections;
}

/**
 * Whether the user may change a map's tags from its card: owners and editors (the server refuses readers).
 * Favourites are per user and allowed to anyone who can open the map.
 */
export function canEditTags(map: Pick<MapSummary, 'role'>): boolean {
  return map.role === 'owner' || map.role === 'editor';
}

/** The tags a card shows and how many more it has ('+N'). */
export function cardTags(tags: readonly string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAGS), more: Math.max(0, tags.length - CARD_TAGS) };
}

/** Parses a comma-separated tag field into tags: trimmed, blanks and repeats dropped. */
export function parseTagInput(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => {
      const key = t.toLowerCase();
      if (!t || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
