/**
 * Presence colours: mid-tone, so each reads on the light canvas and top bar and on a dark theme alike (relative
 * luminance between 0.13 and 0.30: contrast ≥ 3 against white and against #1a1b1e), with white initials on top.
 * No blue: the viewer's own selection is blue (the engine's SELECTION_COLOR), and a collaborator's outline must
 * never be taken for it; every hue is ≥ 40° from it and ≥ 25° from the others.
 */
export const PRESENCE_PALETTE = [
  '#d9480f', // orange
  '#5c940d', // lime
  '#2b8a3e', // green
  '#087f5b', // teal
  '#7950f2', // violet
  '#ae3ec9', // grape
  '#c2255c', // pink
] as const;

/** The same colour for a user on every screen and every visit: a hash of their presence id picks it. */
export function presenceColor(user: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < user.length; i++) hash = Math.imul(hash ^ user.charCodeAt(i), 0x01000193);
  return PRESENCE_PALETTE[(hash >>> 0) % PRESENCE_PALETTE.length];
}

/** Up to two initials of a name ('Ana Souza' → 'AS', 'bruno' → 'B'); '?' for an empty one. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return (first + last).toLocaleUpperCase();
}
