/**
 * The marker set (issue 36): the small signs a node carries before its label, in order, in `data.markers`. Each
 * marker is an id string: `priority-1`…`priority-9`; task states `task-todo`, `task-25`, `task-50`, `task-75`,
 * `task-done`; `flag-<colour>`, `star-<colour>`, `people-<colour>` in the six marker colours; `arrow-<direction>`;
 * `symbol-<name>`; any emoji as `emoji:<the emoji>`. An id Mapa does not know (a file's own marker) is kept as it
 * is and drawn as a tag; it is never dropped.
 */

/** The families of markers, in the order the picker shows them. */
export const MARKER_GROUPS = [
  'priority',
  'task',
  'flag',
  'star',
  'people',
  'arrow',
  'symbol',
  'emoji',
] as const;
export type MarkerGroup = (typeof MARKER_GROUPS)[number] | 'other';

/** How a marker is drawn and named. */
export interface MarkerInfo {
  id: string;
  group: MarkerGroup;
  /** The Tabler icon drawn for it (for an emoji: none, the emoji itself is drawn). */
  icon: string;
  /** Its colour (CSS hex). */
  color: string;
  /** For an emoji marker: the emoji. */
  emoji?: string;
  /** Catalogue key of its name (`markers.<key>`), and the values the name reads. */
  nameKey: string;
  nameParams?: Record<string, string | number>;
}

/** The six marker colours (flags, stars, people). */
export const MARKER_COLORS = {
  red: '#e03131',
  orange: '#f76707',
  yellow: '#f59f00',
  green: '#2f9e44',
  blue: '#1971c2',
  purple: '#7048e8',
} as const;
export type MarkerColor = keyof typeof MARKER_COLORS;
const COLOR_NAMES = Object.keys(MARKER_COLORS) as MarkerColor[];

const PRIORITY_COLORS = [
  '#e03131',
  '#f76707',
  '#f59f00',
  '#2f9e44',
  '#1971c2',
  '#7048e8',
  '#868e96',
  '#868e96',
  '#868e96',
];

/** Task states in their order of progress, with the share of the work each stands for. */
export const TASK_MARKERS = ['task-todo', 'task-25', 'task-50', 'task-75', 'task-done'] as const;
export type TaskMarker = (typeof TASK_MARKERS)[number];
const TASK_SHARE: Record<TaskMarker, number> = {
  'task-todo': 0,
  'task-25': 0.25,
  'task-50': 0.5,
  'task-75': 0.75,
  'task-done': 1,
};
const TASK_ICONS: Record<TaskMarker, string> = {
  'task-todo': 'square',
  'task-25': 'circle-dashed-percentage',
  'task-50': 'circle-half',
  'task-75': 'progress',
  'task-done': 'square-check',
};

const ARROWS: Record<string, string> = {
  up: 'arrow-up',
  'up-right': 'arrow-up-right',
  right: 'arrow-right',
  'down-right': 'arrow-down-right',
  down: 'arrow-down',
  'down-left': 'arrow-down-left',
  left: 'arrow-left',
  'up-left': 'arrow-up-left',
  refresh: 'refresh',
};

const SYMBOLS: Record<string, [icon: string, color: string]> = {
  plus: ['plus', '#2f9e44'],
  minus: ['minus', '#e03131'],
  question: ['question-mark', '#1971c2'],
  exclam: ['exclamation-mark', '#f76707'],
  info: ['info-circle', '#1971c2'],
  wrong: ['x', '#e03131'],
  right: ['check', '#2f9e44'],
  idea: ['bulb', '#f59f00'],
  warning: ['alert-triangle', '#f76707'],
  heart: ['heart', '#e03131'],
};

/** Emoji offered by the picker (any other emoji is a marker too). */
export const PICKER_EMOJI = ['😀', '🙂', '😢', '😡', '👍', '👎', '🔥', '⭐', '✅', '❓', '💡', '🎯'];

/** Most markers one node carries, and the longest id. */
export const MAX_MARKERS = 32;
export const MAX_MARKER_LENGTH = 64;

/** True for a well-formed emoji marker: `emoji:` then at least one emoji (pictographic) character. */
function emojiOf(id: string): string | null {
  if (!id.startsWith('emoji:')) return null;
  const rest = id.slice(6);
  return rest && /\p{Extended_Pictographic}/u.test(rest) ? rest : null;
}

/** How the marker `id` is drawn and named; a marker Mapa does not know is a tag named by its id. */
export function markerInfo(id: string): MarkerInfo {
  const priority = /^priority-([1-9])$/.exec(id);
  if (priority) {
    const n = Number(priority[1]);
    return {
      id,
      group: 'priority',
      icon: `circle-number-${n}`,
      color: PRIORITY_COLORS[n - 1],
      nameKey: 'priority',
      nameParams: { n },
    };
  }
  if ((TASK_MARKERS as readonly string[]).includes(id)) {
    const task = id as TaskMarker;
    const done = task === 'task-done';
    return {
      id,
      group: 'task',
      icon: TASK_ICONS[task],
      color: done ? '#2f9e44' : task === 'task-todo' ? '#495057' : '#1971c2',
      nameKey: task.replace('-', '_'),
    };
  }
  const colored = /^(flag|star|people)-([a-z]+)$/.exec(id);
  if (colored && (COLOR_NAMES as string[]).includes(colored[2])) {
    const group = colored[1] as 'flag' | 'star' | 'people';
    const icon = group === 'people' ? 'user' : group;
    return {
      id,
      group,
      icon,
      color: MARKER_COLORS[colored[2] as MarkerColor],
      nameKey: group,
      nameParams: { color: colored[2] },
    };
  }
  const arrow = /^arrow-(.+)$/.exec(id);
  if (arrow && ARROWS[arrow[1]])
    return {
      id,
      group: 'arrow',
      icon: ARROWS[arrow[1]],
      color: '#1971c2',
      nameKey: 'arrow',
      nameParams: { dir: arrow[1] },
    };
  const symbol = /^symbol-(.+)$/.exec(id);
  if (symbol && SYMBOLS[symbol[1]]) {
    const [icon, color] = SYMBOLS[symbol[1]];
    return { id, group: 'symbol', icon, color, nameKey: `symbol_${symbol[1]}` };
  }
  const emoji = emojiOf(id);
  if (emoji)
    return { id, group: 'emoji', icon: '', color: '#000000', emoji, nameKey: 'emoji', nameParams: { emoji } };
  return { id, group: 'other', icon: 'tag', color: '#868e96', nameKey: 'other', nameParams: { id } };
}

/** True when Mapa knows the marker (it is not kept only by name). */
export function isKnownMarker(id: string): boolean {
  return markerInfo(id).group !== 'other';
}

/** The markers the picker offers, by group (emoji: {@link PICKER_EMOJI}). */
export function pickerMarkers(): { group: MarkerGroup; ids: string[] }[] {
  return [
    { group: 'priority', ids: Array.from({ length: 9 }, (_, i) => `priority-${i + 1}`) },
    { group: 'task', ids: [...TASK_MARKERS] },
    { group: 'flag', ids: COLOR_NAMES.map((c) => `flag-${c}`) },
    { group: 'star', ids: COLOR_NAMES.map((c) => `star-${c}`) },
    { group: 'people', ids: COLOR_NAMES.map((c) => `people-${c}`) },
    { group: 'arrow', ids: Object.keys(ARROWS).map((d) => `arrow-${d}`) },
    { group: 'symbol', ids: Object.keys(SYMBOLS).map((s) => `symbol-${s}`) },
    { group: 'emoji', ids: PICKER_EMOJI.map((e) => `emoji:${e}`) },
  ];
}

/** The share of the work a task marker stands for (0 to 1), or null when `id` is no task state. */
export function taskShare(id: string): number | null {
  return (TASK_SHARE as Record<string, number>)[id] ?? null;
}
