import { createI18n } from '../../i18n/createI18n';
import { markerLabel } from './markerLabel';

describe('markerLabel', () => {
  it('names priorities and task states, shows emoji markers, keeps other markers by id', () => {
    const en = createI18n({ lng: 'en' }).t;
    expect(markerLabel('priority-3', en)).toBe('Priority 3');
    expect(markerLabel('task-done', en)).toBe('Done');
    expect(markerLabel('task-50', en)).toBe('50% done');
    expect(markerLabel('emoji:🚀', en)).toBe('🚀');
    expect(markerLabel('flag-red', en)).toBe('flag-red');
    const pt = createI18n({ lng: 'pt-BR' }).t;
    expect(markerLabel('priority-3', pt)).toBe('Prioridade 3');
    expect(markerLabel('task-todo', pt)).toBe('A fazer');
  });
});
