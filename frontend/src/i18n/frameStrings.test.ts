import en from './en.json';
import ptBR from './pt-BR.json';

// The frame's strings (left sidebar, info panel, map settings, navbar, plans, My maps menu) exist in English and
// Brazilian Portuguese alike, and Portuguese never has a key English lacks.

type Catalogue = { [key: string]: string | Catalogue };

function keys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const FRAME_SECTIONS = ['leftSidebar', 'documentInfo', 'mapSettings', 'navbar', 'plans'];

describe('frame strings', () => {
  it.each(FRAME_SECTIONS)('%s has the same keys in en and pt-BR', (section) => {
    const english = keys((en as unknown as Catalogue)[section] as Catalogue);
    const portuguese = keys((ptBR as unknown as Catalogue)[section] as Catalogue).filter(
      (key) => !key.endsWith('_many'), // Portuguese's extra plural form
    );
    expect(english.length).toBeGreaterThan(0);
    expect(portuguese.sort()).toEqual(english.sort());
  });

  it('has the My maps menu and template names in Portuguese', () => {
    const portuguese = new Set(keys(ptBR as unknown as Catalogue));
    for (const key of ['menuOpen', 'rename', 'duplicate', 'delete', 'deleteTitle', 'deleteWarning', 'copyOf'])
      expect(portuguese).toContain(`maps.${key}`);
  });

  it('has no Portuguese key that English lacks', () => {
    const english = new Set(keys(en as unknown as Catalogue));
    // Portuguese has one plural form more ('_many') than English.
    const extra = keys(ptBR as unknown as Catalogue).filter((key) => !english.has(key));
    expect(extra.filter((key) => !key.endsWith('_many'))).toEqual([]);
  });

  it('is translated, not copied', () => {
    const english = en as unknown as Catalogue;
    const same = FRAME_SECTIONS.flatMap((section) =>
      keys(english[section] as Catalogue).filter((key) => {
        const read = (c: Catalogue) =>
          key.split('.').reduce<unknown>((v, k) => (v as Catalogue)[k], c[section]);
        return read(english) === read(ptBR as unknown as Catalogue);
      }),
    );
    expect(same).toEqual([]);
  });
});
