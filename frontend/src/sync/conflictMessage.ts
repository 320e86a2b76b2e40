import type { MapState, RebaseConflict } from '@mapa/model';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Field names people recognise; anything else is shown as it is (e.g. `data.shape` -> `shape`). */
const FIELD_KEYS: Record<string, string> = {
  'data.label': 'sync.fields.title',
  'data.description': 'sync.fields.content',
  position: 'sync.fields.position',
  'data.dimensions': 'sync.fields.size',
};

/** One sentence per replaced edit (at most three, then "and N more"), naming the element and the field. */
export function conflictMessage(conflicts: readonly RebaseConflict[], state: MapState, t: Translate): string {
  const lines = conflicts.slice(0, 3).map((conflict) => {
    const name =
      conflict.element === 'node'
        ? state.getNode(conflict.id)?.data.label || t('sync.untitledNode')
        : conflict.element === 'edge'
          ? t('sync.aConnection')
          : conflict.id;
    if (conflict.field === '*') return t('sync.conflictRemoved', { name });
    const key = FIELD_KEYS[conflict.field];
    const field = key ? t(key) : conflict.field.replace(/^data\./, '');
    return t('sync.conflictField', { field, name });
  });
  if (conflicts.length > 3) lines.push(t('sync.more', { count: conflicts.length - 3 }));
  return lines.join(' ');
}
