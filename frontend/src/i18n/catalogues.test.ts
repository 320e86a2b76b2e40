import { flatten, keyIssues, untranslatedIssues, variableIssues } from './checks/catalogueChecks';
import en from './en.json';
import ptBR from './pt-BR.json';

// The catalogues as the app loads them (createI18n): every visible string in English and Brazilian Portuguese.
const EN = { lng: 'en', catalogue: en };
const PT = { lng: 'pt-BR', catalogue: ptBR };

/** Names and words that are the same in both languages (language names are written in their own language). */
const SAME_IN_BOTH = new Set([
  'English',
  'Português',
  'OK',
  'Editor',
  'E-mail',
  'Normal',
  'Link',
  'Pastel',
  'Neon',
  'Emoji', // the word Portuguese uses too (the marker group, issue 36)
]);
// Product and format names stay as they are in every language.
const BRANDS = ['Mapa', 'HTML', 'Markdown', 'FreeMind', 'Freeplane', 'XMind'];

describe('the en and pt-BR catalogues', () => {
  it('have the same keys, each with the plural forms its language needs', () => {
    expect(keyIssues(EN, PT)).toEqual([]);
  });

  it('take the same {{placeholders}} and HTML tags in both languages', () => {
    expect(variableIssues(EN, PT)).toEqual([]);
  });

  it('translate every value, apart from brands, symbols and a few shared words', () => {
    expect(untranslatedIssues(en, PT, { brands: BRANDS, allowed: SAME_IN_BOTH })).toEqual([]);
  });

  it('show the template names the spec gives in Portuguese', () => {
    const pt = flatten(ptBR);
    expect(pt.get('layoutSettings.templates.Tree TD')).toBe('Árvore Vertical');
    expect(pt.get('layoutSettings.templates.OrganogramTemplate')).toBe('Organograma');
    expect(pt.get('language.names.pt-BR')).toBe('Português');
  });
});

describe('the catalogue checks', () => {
  const lang = (lng: string, catalogue: object) => ({ lng, catalogue: catalogue as never });

  it('report a key missing on either side, nested or not', () => {
    const a = lang('en', { a: 'A', n: { b: 'B' } });
    const b = lang('pt-BR', { n: { b: 'Bê', c: 'Cê' } });
    expect(keyIssues(a, b)).toEqual([
      'a is in en but missing from pt-BR',
      'n.c is in pt-BR but missing from en',
    ]);
  });

  it('report plural forms a language needs and lacks, forms it does not have, and plain/plural mismatches', () => {
    const a = lang('en', {
      more_one: 'one',
      more_other: 'other',
      few_one: 'x',
      few_few: 'y',
      few_other: 'z',
      p: 'p',
    });
    const b = lang('pt-BR', {
      more_one: 'um',
      more_other: 'outros',
      few_one: 'x',
      few_many: 'y',
      few_other: 'z',
      p_one: 'p',
      p_many: 'p',
      p_other: 'p',
    });
    expect(keyIssues(a, b).sort()).toEqual(
      [
        'p is plural in pt-BR but not in en',
        'few_few is not a plural form of en',
        'more_many is missing from pt-BR (its plural forms)',
      ].sort(),
    );
  });

  it('report placeholders that differ, comparing a plural group as a whole', () => {
    const a = lang('en', {
      x: 'Hi {{name}}',
      more_one: 'One more',
      more_other: '{{count}} more',
      h: '<p>a</p>',
    });
    const b = lang('pt-BR', {
      x: 'Oi {{nome}}',
      more_one: 'Mais {{count}}',
      more_other: 'Mais {{count}}',
      h: '<b>a</b>',
    });
    expect(variableIssues(a, b)).toEqual([
      'x: {{name}} is in en but not in pt-BR',
      'x: {{nome}} is in pt-BR but not in en',
      'h: HTML en <p></p> differs from pt-BR <b></b>',
    ]);
  });

  it('report English left in the translation, except brands, symbols, placeholders and allowed words', () => {
    const source = { a: 'Save', b: '{{title}} | Mapa', c: 'English', d: '×', e: 'Mapa', f: 'Salvar' };
    const translated = lang('pt-BR', { ...source, f: 'Save' });
    expect(untranslatedIssues(source, translated, { brands: BRANDS, allowed: new Set(['English']) })).toEqual(
      ['a is the English text in pt-BR: "Save"'],
    );
  });
});
