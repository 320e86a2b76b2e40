import { DEFAULT_THEME_ID, isThemeId, type MapState, type Settings, type Transaction } from '@mapa/model';
import { settingsTransaction } from './settingsTransaction';

/** The theme a map is drawn in: the one `settings.theme` names, else the default (as the model's `themeOf`). */
export function currentThemeId(settings: Settings | null | undefined): string {
  const id = settings?.theme;
  return isThemeId(id) ? id : DEFAULT_THEME_ID;
}

/**
 * Choosing theme `id` (issue 34): one undoable `settings.updated` transaction that sets `settings.theme` (saved and
 * sent to collaborators as any edit; undo brings the previous theme back), or null when the map already shows it.
 * A map without a theme choosing the default writes nothing; one naming an unknown theme gets the id written.
 */
export function themeTransaction(state: MapState, id: string): Transaction | null {
  if (!isThemeId(id)) throw new Error(`Unknown theme "${id}"`);
  const stored = state.settings?.theme;
  if (stored === id || (!stored && id === DEFAULT_THEME_ID)) return null;
  return settingsTransaction(state, { theme: id });
}
