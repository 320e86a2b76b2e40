import { THEME_IDS, themeOf, type MapDocument, type Settings, type Transaction } from '@mapa/model';
import { DocumentStore } from '../../stores/DocumentStore';
import { radioKeyTarget } from './radioKeys';
import { currentThemeId, themeTransaction } from './themeChoice';

function documentWith(settings: Settings | null): MapDocument {
  return {
    nodes: [{ position: { x: 0, y: 0 }, data: { id: 'root', label: 'Root' } }],
    edges: [],
    version: 0,
    htmlContent: '',
    canvas: null,
    settings,
  };
}

/** A real document store and every transaction its listeners (the engine, the save queue) are told of. */
function storeWith(settings: Settings | null) {
  const doc = new DocumentStore(documentWith(settings));
  const told: Transaction[] = [];
  doc.subscribe((change) => change.kind === 'transaction' && told.push(change.tx));
  const choose = (id: string) => {
    const tx = themeTransaction(doc.state, id);
    if (tx) doc.apply(tx);
  };
  return { doc, told, choose };
}

describe('choosing a theme', () => {
  it('is one undoable settings.updated transaction of one operation; undo and redo swap the themes', () => {
    const { doc, told, choose } = storeWith({ templateEngine: 'BaseTemplate', theme: 'ocean' });
    choose('midnight');
    expect(told).toHaveLength(1);
    expect(told[0].label).toBe('settings.updated');
    expect(told[0].ops).toEqual([{ type: 'settings.update', key: 'theme', from: 'ocean', to: 'midnight' }]);
    expect(doc.state.settings).toEqual({ templateEngine: 'BaseTemplate', theme: 'midnight' });
    expect(themeOf(doc.state.settings).definition.id).toBe('midnight');
    expect(doc.canUndo).toBe(true);

    expect(doc.undo()).toBe(true);
    expect(doc.state.settings?.theme).toBe('ocean');
    expect(doc.canUndo).toBe(false);
    expect(doc.redo()).toBe(true);
    expect(doc.state.settings?.theme).toBe('midnight');
  });

  it('undoing the first choice on a map without a theme brings the default back', () => {
    const { doc, choose } = storeWith(null);
    expect(currentThemeId(doc.state.settings)).toBe('mapa');
    choose('neon');
    expect(currentThemeId(doc.state.settings)).toBe('neon');
    doc.undo();
    expect(doc.state.settings?.theme).toBeUndefined();
    expect(currentThemeId(doc.state.settings)).toBe('mapa');
  });

  it('writes nothing for the theme the map already shows', () => {
    const shown = storeWith({ theme: 'paper' });
    shown.choose('paper');
    const bare = storeWith({ templateEngine: 'BaseTemplate' });
    bare.choose('mapa');
    expect([...shown.told, ...bare.told]).toEqual([]);
    expect(shown.doc.canUndo || bare.doc.canUndo).toBe(false);
  });

  it("replaces an unknown theme id (shown as the default) when the default is chosen, and refuses ids it doesn't know", () => {
    const { doc, told, choose } = storeWith({ theme: 'from-the-future' });
    expect(currentThemeId(doc.state.settings)).toBe('mapa');
    choose('mapa');
    expect(told).toHaveLength(1);
    expect(doc.state.settings?.theme).toBe('mapa');
    expect(() => themeTransaction(doc.state, 'dusk')).toThrow('Unknown theme "dusk"');
  });

  it('offers every theme of the model, the default first', () => {
    expect(THEME_IDS[0]).toBe('mapa');
    expect(THEME_IDS).toHaveLength(13);
  });
});

describe('radioKeyTarget', () => {
  it('moves forward and back with wrap-around, to the ends with Home and End, and ignores other keys', () => {
    expect(radioKeyTarget('ArrowRight', 0, 13)).toBe(1);
    expect(radioKeyTarget('ArrowDown', 12, 13)).toBe(0);
    expect(radioKeyTarget('ArrowLeft', 0, 13)).toBe(12);
    expect(radioKeyTarget('ArrowUp', 5, 13)).toBe(4);
    expect(radioKeyTarget('Home', 7, 13)).toBe(0);
    expect(radioKeyTarget('End', 2, 13)).toBe(12);
    expect(radioKeyTarget('Enter', 2, 13)).toBeNull();
    expect(radioKeyTarget(' ', 2, 13)).toBeNull();
  });
});
