import type { Operation } from '@mapa/model';
import { presentationKey } from '../scene/SceneStyles';

/**
 * Settings that steer layouts: no resolved style reads them (but the template's presentation, see
 * {@link isLayoutSetting}), so the scene need not reload for them.
 */
export const LAYOUT_SETTINGS: ReadonlySet<string> = new Set([
  'templateEngine',
  'templateApplied',
  'disableAutomaticPositioning',
]);

/**
 * The operations the scene must follow: all but the changes of {@link LAYOUT_SETTINGS} (any other settings change
 * reloads the whole scene, a second of main-thread work at 100k nodes, for nothing it could show).
 */
export function sceneOps(ops: readonly Operation[]): readonly Operation[] {
  return ops.some(isLayoutSetting) ? ops.filter((op) => !isLayoutSetting(op)) : ops;
}

/**
 * True for a change of one of the {@link LAYOUT_SETTINGS} that no resolved style reads: a change of template is
 * one only between templates that present the map alike (Tree LR and the two-sided mind map); choosing the org
 * chart, flashcards or the radial map, or a tree growing along the other axis, restyles the scene.
 */
export function isLayoutSetting(op: Operation): boolean {
  if (op.type !== 'settings.update' || !LAYOUT_SETTINGS.has(op.key)) return false;
  if (op.key !== 'templateEngine') return true;
  const name = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return presentationKey(name(op.from), {}) === presentationKey(name(op.to), {});
}
