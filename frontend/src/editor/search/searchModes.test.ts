import { effectiveMode, formatCount, searchShortcutLabel } from './searchModes';

const results = (titles: number, contents: number) => ({
  titles: { count: titles, capped: false, results: [] },
  contents: { count: contents, capped: false, results: [] },
});

describe('search modes', () => {
  it('switch automatically when only one mode has results', () => {
    expect(effectiveMode('title', results(0, 3))).toBe('content');
    expect(effectiveMode('content', results(2, 0))).toBe('title');
    expect(effectiveMode('title', results(1, 3))).toBe('title');
    expect(effectiveMode('content', results(1, 3))).toBe('content');
    expect(effectiveMode('content', results(0, 0))).toBe('content');
  });

  it('show a count past the cap as "1,000+", written the way the language writes numbers', () => {
    expect(formatCount({ count: 999, capped: false }, 'en')).toBe('999');
    expect(formatCount({ count: 1000, capped: false }, 'en')).toBe('1,000');
    expect(formatCount({ count: 1000, capped: true }, 'en')).toBe('1,000+');
    expect(formatCount({ count: 1000, capped: true }, 'pt-BR')).toBe('1.000+');
  });

  it('label the shortcut by platform', () => {
    expect(searchShortcutLabel('MacIntel')).toBe('⌘K');
    expect(searchShortcutLabel('Linux x86_64')).toBe('Ctrl+F');
    expect(searchShortcutLabel('Win32')).toBe('Ctrl+F');
  });
});
