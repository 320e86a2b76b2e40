/** What a key press asks of a running presentation (issue 13, reveal.js conventions). */
export type PresentationKeyAction =
  'next' | 'previous' | 'first' | 'last' | 'leave' | 'fullscreen' | 'blank' | 'laser' | 'speakerView';

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
};

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
