import { MapState, themeOf, type MapDocument } from '@mapa/model';
import { previewBackground } from './previewPicture';

const map = (settings: MapDocument['settings'], canvas: MapDocument['canvas'] = {}) =>
  MapState.fromDocument({ nodes: [], edges: [], version: 0, htmlContent: '', canvas, settings });

describe('previewBackground', () => {
  it("is a Midnight map's dark canvas, so its preview has no white margin", () => {
    expect(previewBackground(map({ theme: 'midnight' }))).toBe(themeOf({ theme: 'midnight' }).background);
    expect(previewBackground(map({ theme: 'midnight' }))).not.toMatch(/^#f/i);
  });

  it("is the default theme's canvas for a map without a theme", () => {
    expect(previewBackground(map({}))).toBe(themeOf(null).background);
  });

  it("is the map's own canvas colour over its theme's", () => {
    expect(previewBackground(map({ theme: 'midnight' }, { backgroundColor: '#336699' }))).toBe('#336699');
  });
});
