import { MAX_RASTER_LEVEL, MIN_RASTER_LEVEL, isVectorImage, rasterLevel } from './imageLevels';

describe('node image levels', () => {
  it('tells vector images (SVG) by their data URL type or their path', () => {
    expect(isVectorImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
    expect(isVectorImage('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isVectorImage('/api/blobs/a%40b.c/m1/assets/icon-rocket.svg?exp=1&sig=x')).toBe(true);
    expect(isVectorImage('https://cdn.example.com/icons/Home.SVG#frag')).toBe(true);
    expect(isVectorImage('data:image/png;base64,iVBOR')).toBe(false);
    expect(isVectorImage('/api/blobs/x/photo.png?name=a.svg')).toBe(false);
  });

  it('draws at the next power of two of the shown size, within 32–2048 px', () => {
    expect(rasterLevel(100)).toBe(7); // 128 px
    expect(rasterLevel(128)).toBe(7);
    expect(rasterLevel(129)).toBe(8);
    expect(rasterLevel(3)).toBe(MIN_RASTER_LEVEL);
    expect(rasterLevel(1e6)).toBe(MAX_RASTER_LEVEL);
  });
});
