import { isUiLanguage, toUiLanguage } from './languages';

describe('interface languages', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['de-DE', undefined],
    ['es', undefined],
    ['', undefined],
  ])('%p is shown as %p', (code, expected) => {
    expect(toUiLanguage(code)).toBe(expected);
  });

  it('accepts exactly the account values', () => {
    expect(isUiLanguage('en')).toBe(true);
    expect(isUiLanguage('pt-BR')).toBe(true);
    for (const other of ['pt', 'EN', 'pt-br', null, undefined, 1]) expect(isUiLanguage(other)).toBe(false);
  });
});
