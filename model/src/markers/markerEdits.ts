import { MAX_MARKERS, TASK_MARKERS, taskShare, type TaskMarker } from './markerSet';

/**
 * Marker lists as the editor changes them: each answer is a new list (or undefined for none), to be written with
 * a node update operation. Only one priority and one task state per node: setting one replaces the other in place.
 */

const isPriority = (id: string) => /^priority-[1-9]$/.test(id);
const isTask = (id: string) => taskShare(id) !== null;

/** The node's priority (1–9), or null. */
export function priorityOf(markers: readonly string[] | undefined): number | null {
  const found = markers?.find(isPriority);
  return found ? Number(found.slice(9)) : null;
}

/** The node's task state, or null when it is no task. */
export function taskStateOf(markers: readonly string[] | undefined): TaskMarker | null {
  return (markers?.find(isTask) as TaskMarker | undefined) ?? null;
}

const orNone = (list: string[]): string[] | undefined => (list.length ? list : undefined);

/**
 * Puts `id` where a marker `same` of its family sits (replacing it); else a priority goes first and a task state
 * after the priority, as XMind orders them. At most MAX_MARKERS.
 */
function replaceFamily(list: readonly string[], id: string, same: (m: string) => boolean): string[] {
  const at = list.findIndex(same);
  const rest = list.filter((m) => !same(m));
  const first = isPriority(id) ? 0 : rest.findIndex(isPriority) + 1;
  rest.splice(at < 0 ? first : at, 0, id);
  return rest.slice(0, MAX_MARKERS);
}

/** Sets priority `n`; the same priority again removes it. */
export function togglePriority(markers: readonly string[] | undefined, n: number): string[] | undefined {
  const list = markers ?? [];
  if (priorityOf(list) === n) return orNone(list.filter((m) => !isPriority(m)));
  return replaceFamily(list, `priority-${n}`, isPriority);
}

/** The next task state: none → to do → done → none (a part-done task goes to done). */
export function cycleTask(markers: readonly string[] | undefined): string[] | undefined {
  const list = markers ?? [];
  const state = taskStateOf(list);
  if (state === 'task-done') return orNone(list.filter((m) => !isTask(m)));
  return replaceFamily(list, state === null ? 'task-todo' : 'task-done', isTask);
}

/**
 * Adds marker `id` or, when the node has it, removes it. A priority or task state replaces the node's other one
 * (one of each per node); any other marker goes last.
 */
export function toggleMarker(markers: readonly string[] | undefined, id: string): string[] | undefined {
  const list = markers ?? [];
  if (list.includes(id)) return orNone(list.filter((m) => m !== id));
  if (isPriority(id)) return replaceFamily(list, id, isPriority);
  if (isTask(id)) return replaceFamily(list, id, isTask);
  if (list.length >= MAX_MARKERS) return [...list];
  return [...list, id];
}

export { TASK_MARKERS };
