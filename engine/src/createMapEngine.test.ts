import { preloadMapEngine } from './createMapEngine';
import { LABEL_FACES, faceCss } from './render/text/labelFaces';

describe('preloadMapEngine', () => {
  const realDocument = (globalThis as { document?: unknown }).document;
  afterEach(() => {
    (globalThis as { document?: unknown }).document = realDocument;
  });

  it("asks the page for every label face at once, before the renderer's code has loaded", () => {
    const asked: string[] = [];
    // A page's FontFaceSet as far as the call uses it (Node has none).
    (globalThis as { document?: unknown }).document = {
      fonts: { load: (font: string) => (asked.push(font), Promise.resolve([])) },
    };
    preloadMapEngine();
    // Synchronously: the dynamic import of the renderer (PixiJS) has not settled by now.
    expect(asked).toEqual(LABEL_FACES.map(({ weight, italic }) => faceCss(weight, italic, 40)));
  });

  it('is safe where there is no page', () => {
    (globalThis as { document?: unknown }).document = undefined;
    expect(() => preloadMapEngine()).not.toThrow();
  });
});
