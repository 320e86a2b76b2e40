import type { SearchModeResults, SearchResults } from '@mapa/model';
import { formatNumber } from '../../lib/formatNumber';

/** The two result modes of search (spec §2.3). */
export type SearchMode = 'title' | 'content';

/** The mode to show: switches automatically when only one mode has results (spec §2.3). */
export function effectiveMode(chosen: SearchMode, results: SearchResults): SearchMode {
  const titles = results.titles.count;
  const contents = results.contents.count;
  if (chosen === 'title' && titles === 0 && contents > 0) return 'content';
  if (chosen === 'content' && contents === 0 && titles > 0) return 'title';
  return chosen;
}

/** A mode's count as shown, in the interface language's digits: exact below the model's cap, "1,000+" past it. */
export function formatCount(
  mode: Pick<SearchModeResults<unknown>, 'count' | 'capped'>,
  locale: string,
): string {
  const count = formatNumber(mode.count, locale);
  return mode.capped ? `${count}+` : count;
}

/** The search button's label: '⌘K' on a Mac, 'Ctrl+F' elsewhere. */
export function searchShortcutLabel(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+F';
}

/** Zoom of the focus on a title result (spec §9). */
export const SEARCH_FOCUS_ZOOM = 1.1;
