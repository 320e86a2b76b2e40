import { useMediaQuery } from '@mantine/hooks';

/**
 * How much the editor's top bar shows at the window's width, so its items never wrap or get cut:
 * - `full` (1600 px and up): every item with its text;
 * - `compact` (under 1600 px, laptops): the navbar links go into the '…' menu; Search, Upgrade and 'New map'
 *   become icon buttons with a tooltip;
 * - `tight` (under 1400 px): the view switch shows icons only and at most two avatars before '+N'.
 * Under 992 px the mobile menu holds the links, under 768 px the icon buttons hide (spec §2.2).
 */
export type TopBarDensity = 'full' | 'compact' | 'tight';

export const TOP_BAR_FULL_FROM = 1600;
export const TOP_BAR_COMPACT_FROM = 1400;

export function useTopBarDensity(): TopBarDensity {
  // Read at once (not in an effect) so the bar never paints its full width first on a laptop.
  const options = { getInitialValueInEffect: false };
  const full = useMediaQuery(`(min-width: ${TOP_BAR_FULL_FROM}px)`, undefined, options);
  const compact = useMediaQuery(`(min-width: ${TOP_BAR_COMPACT_FROM}px)`, undefined, options);
  return full ? 'full' : compact ? 'compact' : 'tight';
}
