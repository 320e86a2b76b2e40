import {
  createTransaction,
  updateSettingsOps,
  type MapState,
  type Settings,
  type Transaction,
} from '@mapa/model';

/** One `settings.updated` transaction for a settings patch (spec §4.3); null when nothing changes. */
export function settingsTransaction(state: MapState, patch: Partial<Settings>): Transaction | null {
  const ops = updateSettingsOps(state, patch);
  return ops.length > 0 ? createTransaction('settings.updated', ops) : null;
}
