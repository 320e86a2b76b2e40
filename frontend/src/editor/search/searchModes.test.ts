import { effectiveMode, searchShortcutLabel } from './searchModes';

const results = (titles: number, contents: number) => ({
  titles: { count: titles, results: [] },
  contents: { count: contents, results: [] },
});

describe('search modes', () => {
  it('switch automatically when only one mode has results', () => {
    expect(effectiveMode('title', results(0, 3))).toBe('content');
    expect(effectiveMode('content', results(2, 0))).toBe('title');
    expect(effectiveMode('title', results(1, 3))).toBe('title');
    expect(effectiveMode('content', results(1, 3))).toBe('content');
    expect(effectiveMode('content', results(0, 0))).toBe('content');
  });

  it('label the shortcut by platform', () => {
    expect(searchShortcutLabel('MacIntel')).toBe('⌘K');
    expect(searchShortcutLabel('Linux x86_64')).toBe('Ctrl+F');
    expect(searchShortcutLabel('Win32')).toBe('Ctrl+F');
  });
});
