/**
 * XMind markers with a matching Tabler icon; the first marker of a topic that has one becomes its icon (every
 * marker is also kept in the node's markers, see model/src/markers/markerFormats).
 */
export function xmindMarkerToTabler(markerId: string): string | undefined {
  const priority = /^priority-(\d)$/.exec(markerId);
  if (priority) return `number-${priority[1]}`;
  if (markerId.startsWith('flag-')) return 'flag';
  if (markerId.startsWith('star-')) return 'star';
  if (markerId.startsWith('people-')) return 'user';
  if (markerId.startsWith('arrow-')) return `arrow-${markerId.slice(6).replace(/-.*/, '')}`;
  return MARKERS[markerId];
}

const MARKERS: Record<string, string> = {
  'task-done': 'circle-check',
  'task-start': 'circle',
  'smiley-smile': 'mood-smile',
  'smiley-laugh': 'mood-happy',
  'smiley-angry': 'mood-angry',
  'smiley-cry': 'mood-cry',
  'smiley-surprise': 'mood-surprised',
  'smiley-boring': 'mood-neutral',
  'symbol-plus': 'plus',
  'symbol-minus': 'minus',
  'symbol-question': 'question-mark',
  'symbol-exclam': 'exclamation-mark',
  'symbol-info': 'info-circle',
  'symbol-wrong': 'x',
  'symbol-right': 'check',
};

/** The XMind marker written on export for a Tabler icon, when there is one. */
export function tablerToXmindMarker(icon: string): string | undefined {
  const number = /^number-([1-9])$/.exec(icon);
  if (number) return `priority-${number[1]}`;
  if (icon === 'flag') return 'flag-red';
  if (icon === 'star') return 'star-orange';
  return Object.entries(MARKERS).find(([, tabler]) => tabler === icon)?.[0];
}
