import { DEFAULT_OUTPUT_LANGUAGE, OUTPUT_LANGUAGES, outputLanguageOptions } from './outputLanguages';

describe('outputLanguageOptions', () => {
  it("starts with the default 'english', then the 23 languages of spec §9 named in the UI's language", () => {
    const options = outputLanguageOptions('en', 'English (default)');
    expect(options[0]).toEqual({ value: DEFAULT_OUTPUT_LANGUAGE, label: 'English (default)' });
    expect(options.slice(1).map((o) => o.value)).toEqual([...OUTPUT_LANGUAGES]);
    expect(OUTPUT_LANGUAGES).toHaveLength(23);
    expect(options.find((o) => o.value === 'pt-BR')?.label).toMatch(/Portuguese/);
    expect(outputLanguageOptions('pt-BR', 'Inglês').find((o) => o.value === 'de-DE')?.label).toMatch(
      /alemão/i,
    );
  });

  it('keeps an unknown stored value visible instead of dropping it', () => {
    const options = outputLanguageOptions('en', 'English', 'klingon');
    expect(options.at(-1)).toEqual({ value: 'klingon', label: 'klingon' });
    expect(outputLanguageOptions('en', 'English', 'fr-FR')).toHaveLength(24);
  });
});
