import { chordCaps, isApplePlatform } from './shortcutCaps';

describe('chordCaps', () => {
  it('names modifiers the way each platform prints them', () => {
    expect(chordCaps({ key: 'z', mod: true, shift: true }, false)).toEqual(['Ctrl', 'Shift', 'Z']);
    expect(chordCaps({ key: 'z', mod: true, shift: true }, true)).toEqual(['⌘', '⇧', 'Z']);
    expect(chordCaps({ key: 'arrow', alt: true }, false)).toEqual(['Alt', '← ↑ → ↓']);
    expect(chordCaps({ key: 'arrow', alt: true }, true)).toEqual(['⌥', '← ↑ → ↓']);
    expect(chordCaps({ key: 'f', ctrl: true }, true)).toEqual(['Ctrl', 'F']);
  });

  it('leaves out a Shift that is only needed on some layouts', () => {
    expect(chordCaps({ key: '?', shift: 'any' }, false)).toEqual(['?']);
    expect(chordCaps({ key: 'f10', shift: true }, false)).toEqual(['Shift', 'F10']);
  });

  it('tells Apple platforms apart', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});
