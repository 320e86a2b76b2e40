import type { KeyChord } from '../commands/shortcuts';

/** Key caps as printed on keyboards (the same on Brazilian ABNT2 keyboards): not translated. */
const KEY_NAMES: Record<string, string> = {
  arrow: '← ↑ → ↓',
  digit: '1…9',
  tab: 'Tab',
  enter: 'Enter',
  escape: 'Esc',
  delete: 'Delete',
  backspace: 'Backspace',
  contextmenu: '☰',
  arrowleft: '←',
  arrowup: '↑',
  arrowright: '→',
  arrowdown: '↓',
  pageup: 'PgUp',
  pagedown: 'PgDn',
  home: 'Home',
  end: 'End',
};

/** True on Apple platforms, where Cmd stands for Ctrl and Option for Alt. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform);
}

/** The caps to press for a chord, modifiers first: `['Ctrl', 'Shift', 'Z']`, or `['⌘', '⇧', 'Z']` on a Mac. */
export function chordCaps(chord: KeyChord, apple: boolean): string[] {
  const caps: string[] = [];
  if (chord.mod) caps.push(apple ? '⌘' : 'Ctrl');
  if (chord.ctrl) caps.push('Ctrl');
  if (chord.meta) caps.push('⌘');
  if (chord.alt) caps.push(apple ? '⌥' : 'Alt');
  if (chord.shift === true) caps.push(apple ? '⇧' : 'Shift');
  caps.push(KEY_NAMES[chord.key] ?? chord.key.toUpperCase());
  return caps;
}
