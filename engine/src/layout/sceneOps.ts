import type { Operation } from '@mapa/model';

/** Settings that steer layouts only: no resolved style reads them, so the scene need not reload for them. */
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

/** True for a change of one of the {@link LAYOUT_SETTINGS}. */
export function isLayoutSetting(op: Operation): boolean {
  return op.type === 'settings.update' && LAYOUT_SETTINGS.has(op.key);
}
