import { TEMPLATE_CATALOG } from '@mapa/engine';
import en from '../../i18n/en.json';
import ptBR from '../../i18n/pt-BR.json';

// Template cards show names people read in the UI's language, never internal names such as
// 'StandardMindMapTemplate' (spec §2.16, §3.9).

const names = (catalogue: { layoutSettings: { templates: Record<string, string> } }) =>
  catalogue.layoutSettings.templates;

describe('template names', () => {
  it.each(TEMPLATE_CATALOG.map((info) => [info.name, info]))(
    '%s has a readable name in English and Portuguese',
    (name, info) => {
      for (const catalogue of [en, ptBR]) {
        const shown = names(catalogue)[name];
        expect(shown).toEqual(expect.any(String));
        expect(shown).not.toBe(name);
        expect(shown).not.toMatch(/Template$|^Tree (TD|LR)$/);
      }
      // The Portuguese names the spec gives ('Árvore Vertical', 'Organograma') are the ones shown in Portuguese.
      if (info.portugueseName) expect(names(ptBR)[name]).toBe(info.portugueseName);
    },
  );

  it("uses the issue's English names", () => {
    expect(TEMPLATE_CATALOG.map((info) => names(en)[info.name]).sort()).toEqual([
      'Base',
      'Brace map',
      'Fishbone',
      'Flashcards',
      'Horizontal tree',
      'Logic chart',
      'No template',
      'Org chart',
      'Radial mind map',
      'Timeline',
      'Tree table',
      'Two-sided mind map',
      'Vertical tree',
    ]);
  });
});
