/** What a key press asks of a running presentation (issue 13, reveal.js conventions). */
export type PresentationKeyAction =
  | 'next'
  | 'previous'
  | 'first'
  | 'last'
  | 'leave'
  | 'fullscreen'
  | 'blank'
  | 'laser'
  | 'speakerView'
  | 'help';

const KEYS: Record<string, PresentationKeyAction> = {
  arrowright: 'next',
  arrowdown: 'next',
  ' ': 'next',
  pagedown: 'next',
  arrowleft: 'previous',
  arrowup: 'previous',
  pageup: 'previous',
  home: 'first',
  end: 'last',
  escape: 'leave',
  f: 'fullscreen',
  b: 'blank',
  k: 'laser',
  s: 'speakerView',
  '?': 'help',
};

/**
 * Every presentation action with the keys that do it (`KeyboardEvent.key` values, lower-cased), in the order the
 * '?' help lists them: read from the same table as `presentationKeyAction`, so the two never disagree.
 */
export const PRESENTATION_KEYS: readonly { action: PresentationKeyAction; keys: readonly string[] }[] =
  (() => {
    const rows = new Map<PresentationKeyAction, string[]>();
    for (const [key, action] of Object.entries(KEYS)) rows.set(action, [...(rows.get(action) ?? []), key]);
    return [...rows].map(([action, keys]) => ({ action, keys }));
  })();

/**
 * The presentation action of a key press, or null when the key means nothing here. With Ctrl, Meta or Alt held
 * the browser's own shortcuts win (Ctrl+F finds, Alt+← goes back), so those are null too; Shift is allowed
 * (caps lock or Shift+Space should not stop a talk).
 */
export function presentationKeyAction(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): PresentationKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  return KEYS[event.key.toLowerCase()] ?? null;
}
