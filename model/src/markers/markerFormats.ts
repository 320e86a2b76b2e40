import { MAX_MARKER_LENGTH, MAX_MARKERS } from './markerSet';

/**
 * Markers in other tools' files (issue 36). A file's marker with a Mapa counterpart becomes that marker; every
 * other one is kept by its own name, so writing the map back in the same format gives it back unchanged. Both
 * directions of each table are one list of pairs, so a marker read and written again is the one read.
 */

/** FreeMind/Freeplane built-in icon names and the Mapa marker each stands for. */
const FREEMIND_PAIRS: [freemind: string, marker: string][] = [
  ...Array.from({ length: 9 }, (_, i): [string, string] => [`full-${i + 1}`, `priority-${i + 1}`]),
  ['button_ok', 'task-done'],
  ['0%', 'task-todo'],
  ['25%', 'task-25'],
  ['50%', 'task-50'],
  ['75%', 'task-75'],
  ['flag', 'flag-red'],
  ['flag-orange', 'flag-orange'],
  ['flag-yellow', 'flag-yellow'],
  ['flag-green', 'flag-green'],
  ['flag-blue', 'flag-blue'],
  ['yes', 'symbol-exclam'],
  ['help', 'symbol-question'],
  ['button_cancel', 'symbol-wrong'],
  ['idea', 'symbol-idea'],
  ['messagebox_warning', 'symbol-warning'],
  ['info', 'symbol-info'],
  ['back', 'arrow-left'],
  ['forward', 'arrow-right'],
  ['up', 'arrow-up'],
  ['down', 'arrow-down'],
];
const FROM_FREEMIND = new Map(FREEMIND_PAIRS);
const TO_FREEMIND = new Map(FREEMIND_PAIRS.map(([f, m]) => [m, f]));

/** XMind marker ids that differ from Mapa's (the rest, priorities, flags, stars, people, arrows, symbols, match). */
const XMIND_PAIRS: [xmind: string, marker: string][] = [
  ['task-start', 'task-todo'],
  ['task-quarter', 'task-25'],
  ['task-half', 'task-50'],
  ['task-3quar', 'task-75'],
  ['task-done', 'task-done'],
  ['smiley-smile', 'emoji:🙂'],
  ['smiley-laugh', 'emoji:😄'],
  ['smiley-angry', 'emoji:😠'],
  ['smiley-cry', 'emoji:😢'],
  ['smiley-surprise', 'emoji:😮'],
  ['smiley-boring', 'emoji:😐'],
];
const FROM_XMIND = new Map(XMIND_PAIRS);
const TO_XMIND = new Map(XMIND_PAIRS.map(([x, m]) => [m, x]));

/** Freeplane names an emoji icon by its code points in hex: `emoji-1F600`, `emoji-1F44D-1F3FB`. */
function freemindEmoji(name: string): string | null {
  const m = /^emoji-([0-9A-F]{2,6}(?:-[0-9A-F]{2,6})*)$/i.exec(name);
  if (!m) return null;
  const points = m[1].split('-').map((h) => parseInt(h, 16));
  return points.every((p) => p <= 0x10ffff) ? String.fromCodePoint(...points) : null;
}

/** The marker a FreeMind/Freeplane `<icon BUILTIN=…>` stands for, or null for an empty or oversized name. */
export function markerFromFreemind(builtin: string): string | null {
  if (!builtin || builtin.length > MAX_MARKER_LENGTH) return null;
  const emoji = freemindEmoji(builtin);
  return FROM_FREEMIND.get(builtin) ?? (emoji ? `emoji:${emoji}` : builtin);
}

/** The FreeMind/Freeplane icon name written for a marker. */
export function markerToFreemind(marker: string): string {
  const mapped = TO_FREEMIND.get(marker);
  if (mapped) return mapped;
  if (marker.startsWith('emoji:')) {
    const points = [...marker.slice(6)].map((c) => c.codePointAt(0)!.toString(16).toUpperCase());
    return `emoji-${points.join('-')}`;
  }
  return marker;
}

/** The marker an XMind `markerId` (XMind 8 `marker-id`) stands for, or null for an empty or oversized id. */
export function markerFromXmind(markerId: string): string | null {
  if (!markerId || markerId.length > MAX_MARKER_LENGTH) return null;
  return FROM_XMIND.get(markerId) ?? markerId;
}

/** The XMind marker id written for a marker. */
export function markerToXmind(marker: string): string {
  return TO_XMIND.get(marker) ?? marker;
}

/** A marker list read from a file: each once, in order, at most MAX_MARKERS; undefined when none. */
export function markerList(ids: Iterable<string | null>): string[] | undefined {
  const out: string[] = [];
  for (const id of ids) if (id && !out.includes(id) && out.length < MAX_MARKERS) out.push(id);
  return out.length ? out : undefined;
}

/** Markers as one attribute value (OPML `_markers`): ids split by spaces, a space or % inside an id escaped. */
export function markersToAttribute(markers: readonly string[]): string {
  return markers.map((m) => m.replace(/[%\s]/g, (c) => encodeURIComponent(c))).join(' ');
}

/** The markers of an attribute written by {@link markersToAttribute}. */
export function markersFromAttribute(value: string): string[] | undefined {
  return markerList(
    value
      .split(/\s+/)
      .filter(Boolean)
      .map((t) => {
        try {
          return decodeURIComponent(t);
        } catch {
          return t;
        }
      })
      .map((t) => (t.length > MAX_MARKER_LENGTH ? null : t)),
  );
}
