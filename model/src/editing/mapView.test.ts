import type { MapState } from '../state/MapState';
import { SearchIndex } from './SearchIndex';
import {
  EMPTY_FILTER,
  branchNodes,
  filterIsEmpty,
  mapViewNodes,
  markersInMap,
  markersOf,
  nodeMatchesFilter,
  type MapFilter,
} from './mapView';
import { mapOf } from './testMaps';

const at = { x: 0, y: 0 };

/** root > plan > (draft, review); root > notes; plus a floating node. Markers set on the loose node data. */
function sample(): MapState {
  const state = mapOf(
    {
      root: { ...at, label: 'Project' },
      plan: { ...at, label: 'Plan', description: '<p>Budget <b>review</b></p>' },
      draft: { ...at, label: 'Draft' },
      review: { ...at, label: 'Review' },
      notes: { ...at, label: 'Notes' },
      loose: { ...at, label: 'Loose' },
    },
    ['root>plan', 'plan>draft', 'plan>review', 'root>notes'],
  );
  const mark = (id: string, markers: unknown) =>
    ((state.getNode(id)!.data as Record<string, unknown>).markers = markers);
  mark('draft', ['priority-1', 'task-50']);
  mark('review', ['task-done', 'flag-red']);
  mark('notes', ['priority-1']);
  mark('loose', 'not a list');
  return state;
}

const filter = (part: Partial<MapFilter>): MapFilter => ({ ...EMPTY_FILTER, ...part });

describe('map filter', () => {
  it('reads markers generically and lists those of the map without task states', () => {
    const state = sample();
    expect(markersOf(state.getNode('draft')!)).toEqual(['priority-1', 'task-50']);
    expect(markersOf(state.getNode('loose')!)).toEqual([]);
    expect(markersOf(state.getNode('root')!)).toEqual([]);
    expect(markersInMap(state)).toEqual(['flag-red', 'priority-1']);
  });

  it('matches by text in titles and content, by marker, by task state, and by all parts at once', () => {
    const state = sample();
    const passing = (f: MapFilter, index?: ReadonlySet<string>) =>
      [...state.nodes.values()].filter((n) => nodeMatchesFilter(n, f, index)).map((n) => n.data.id);
    expect(filterIsEmpty(filter({ text: '  ' }))).toBe(true);
    expect(passing(EMPTY_FILTER)).toHaveLength(6);
    expect(passing(filter({ text: 'REVIEW' }))).toEqual(['plan', 'review']);
    const index = new Set(new SearchIndex(state).nodesContaining('review'));
    expect(passing(filter({ text: 'review' }), index)).toEqual(['plan', 'review']);
    expect(passing(filter({ markers: ['priority-1'] }))).toEqual(['draft', 'notes']);
    expect(passing(filter({ tasks: ['task-50', 'task-done'] }))).toEqual(['draft', 'review']);
    expect(passing(filter({ markers: ['priority-1'], tasks: ['task-done'] }))).toEqual([]);
    expect(passing(filter({ text: 'r', markers: ['priority-1'] }))).toEqual(['draft']);
  });

  it('focuses on a branch and dims or hides what the filter leaves out', () => {
    const state = sample();
    expect(branchNodes(state, 'plan')).toEqual(['plan', 'draft', 'review']);
    expect(branchNodes(state, 'gone')).toEqual([]);
    const focus = { focus: 'plan', filter: EMPTY_FILTER, hide: false };
    expect(mapViewNodes(state, focus)).toEqual({ shown: ['plan', 'draft', 'review'], dimmed: [] });
    const none = { focus: null, filter: EMPTY_FILTER, hide: false };
    expect(mapViewNodes(state, none)).toEqual({ shown: null, dimmed: [] });
    const tasks = filter({ tasks: ['task-done'] });
    expect(mapViewNodes(state, { focus: null, filter: tasks, hide: false })).toEqual({
      shown: null,
      dimmed: ['root', 'plan', 'draft', 'notes', 'loose'],
    });
    expect(mapViewNodes(state, { focus: 'plan', filter: tasks, hide: false }).dimmed).toEqual([
      'plan',
      'draft',
    ]);
    // Hidden: a match keeps its parents in view, up to the focused branch's top.
    expect(mapViewNodes(state, { focus: null, filter: tasks, hide: true }).shown!.sort()).toEqual([
      'plan',
      'review',
      'root',
    ]);
    expect(mapViewNodes(state, { focus: 'plan', filter: tasks, hide: true }).shown!.sort()).toEqual([
      'plan',
      'review',
    ]);
  });
});
