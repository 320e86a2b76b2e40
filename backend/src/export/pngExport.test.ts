import { PassThrough } from 'node:stream';
import type { MapScene, ScenePrimitive } from '@mapa/model';
import { PNG_MAX_SIDE, pngScale, pngTooLarge, writePng } from './pngExport';

function scene(width: number, height: number, primitives: ScenePrimitive[] = []): MapScene {
  return {
    minX: 0,
    minY: 0,
    width,
    height,
    background: { color: '#ffffff', opacity: 1 },
    imageSources: [],
    primitives: () => primitives,
    primitivesIn: () => primitives,
  };
}

describe('writePng', () => {
  it('draws a map that fits at twice its size', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const dot: ScenePrimitive = {
      kind: 'rect',
      x: 10,
      y: 10,
      width: 20,
      height: 20,
      fill: { color: '#ff0000', opacity: 1 },
      radius: 0,
    };
    expect(await writePng(scene(300, 200, [dot]), out)).toEqual({ width: 600, height: 400 });
    const png = Buffer.concat(chunks);
    expect(png.readUInt32BE(16)).toBe(600);
  });

  it('draws a big map smaller, down to half size', () => {
    expect(pngTooLarge(scene(PNG_MAX_SIDE * 1.5, 1000))).toBeNull();
    expect(pngScale(scene(PNG_MAX_SIDE * 1.5, 1000))).toBeCloseTo(2 / 3);
  });

  it('refuses, naming the limits, a map that would be legible only below half size', async () => {
    // A tall tree: 1,730 × 13 million graph units (the 100k-node bench map) would be 2 pixels wide.
    const tall = scene(1730, 13_000_050);
    expect(pngTooLarge(tall)).toBe(
      'This map is too large for a PNG: even at half size it would be 865 × 6,500,025 pixels, and a PNG export ' +
        'is limited to 16,384 pixels a side and 120,000,000 pixels in all. Export it as PDF or SVG, which keep ' +
        'the whole map at full size.',
    );
    const out = new PassThrough();
    const written: Buffer[] = [];
    out.on('data', (c: Buffer) => written.push(c));
    await expect(writePng(tall, out)).rejects.toThrow(/too large for a PNG/);
    expect(written).toHaveLength(0);
    // Too many pixels, though no side is too long.
    expect(pngTooLarge(scene(30_000, 30_000))).toContain('15,000 × 15,000 pixels');
  });
});
