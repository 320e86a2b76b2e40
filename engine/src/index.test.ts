import * as engine from './index';

describe('@mapa/engine entry', () => {
  it('imports without a browser: PixiJS loads only when an engine is created', () => {
    // pixi.js throws when evaluated under Node; reaching this line proves the entry did not load it.
    expect(typeof engine.createMapEngine).toBe('function');
    expect(engine.MIN_ZOOM).toBe(0.05);
    expect(engine.MAX_ZOOM).toBe(7);
    expect(new engine.EngineCore({ invalidate: () => {} }).getTool()).toBe('select');
  });
});
