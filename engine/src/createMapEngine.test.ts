import { preloadMapEngine } from './createMapEngine';
import { headlessPage } from './page/headlessPage';
import { setPageAdapter } from './page/pageAdapter';
import { LABEL_FACES, faceCss } from './render/text/labelFaces';

describe('preloadMapEngine', () => {
  let restore = () => {};
  afterEach(() => restore());

  it("asks the page for every label face at once, before the renderer's code has loaded", () => {
    const asked: string[] = [];
    // A page's FontFaceSet as far as the call uses it.
    const fonts = { load: (font: string) => (asked.push(font), Promise.resolve([])) };
    restore = setPageAdapter(headlessPage(fonts as unknown as FontFaceSet));
    preloadMapEngine();
    // Synchronously: the dynamic import of the renderer (PixiJS) has not settled by now.
    expect(asked).toEqual(LABEL_FACES.map(({ weight, italic }) => faceCss(weight, italic, 40)));
  });

  it('is safe where the page has no fonts', () => {
    restore = setPageAdapter(headlessPage());
    expect(() => preloadMapEngine()).not.toThrow();
  });
});
