import { PNG } from 'pngjs';
import { imageSize } from 'image-size';
import type { MapScene } from '@mapa/model';
import { sampleFile } from '../../test/samples/uploadSamples';
import { embeddedImage, MAX_IMAGE_PIXELS, readSceneImages } from './exportImages';
import { pdfImageBytes, resvgHrefs } from './imageConversions';

const scene = (imageSources: string[]): MapScene => ({
  minX: 0,
  minY: 0,
  width: 10,
  height: 10,
  background: { color: '#ffffff', opacity: 1 },
  imageSources,
  primitives: () => [],
  primitivesIn: () => [],
});

describe('pictures for the drawing exports', () => {
  it('knows each picture by its content, with its size, and leaves out what is not one', () => {
    for (const [file, type] of [
      ['python.png', 'image/png'],
      ['python.jpg', 'image/jpeg'],
      ['python.gif', 'image/gif'],
      ['python.webp', 'image/webp'],
    ] as const) {
      const bytes = sampleFile(file);
      const size = imageSize(bytes);
      // The stored type is not trusted: the content says what it is.
      expect(embeddedImage({ bytes, contentType: 'text/plain' })).toMatchObject({
        contentType: type,
        width: size.width,
        height: size.height,
      });
    }
    expect(embeddedImage({ bytes: Buffer.from('#!/bin/sh'), contentType: 'image/png' })).toBeNull();
    // A PNG header claiming 10,000 × 10,000 pixels (a compression bomb's way) is never decoded.
    const bomb = Buffer.from(PNG.sync.write(new PNG({ width: 1, height: 1 })));
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    expect(embeddedImage({ bytes: bomb, contentType: 'image/png' })).toBeNull();
  });

  it('gives resvg a PNG for a WebP and pdfkit a PNG for WebP, GIF and SVG, of the same picture', () => {
    const webp = embeddedImage({ bytes: sampleFile('python.webp'), contentType: '' })!;
    const href = resvgHrefs(new Map([['w', webp]]))('w')!;
    expect(href.startsWith('data:image/png;base64,')).toBe(true);
    const fromWebp = PNG.sync.read(Buffer.from(href.split(',')[1], 'base64'));
    expect([fromWebp.width, fromWebp.height]).toEqual([webp.width, webp.height]);
    const gif = embeddedImage({ bytes: sampleFile('python.gif'), contentType: '' })!;
    expect(PNG.sync.read(pdfImageBytes(gif, 100)!).width).toBe(gif.width);
    const svg = embeddedImage({
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 12"><rect width="24" height="12"/></svg>',
      ),
      contentType: '',
    })!;
    // Drawn four times its box's width for print: a 100-unit box gets a 400-pixel picture.
    expect(PNG.sync.read(pdfImageBytes(svg, 100)!)).toMatchObject({ width: 400, height: 200 });
    // PNG and JPEG go in as they are.
    const jpeg = embeddedImage({ bytes: sampleFile('python.jpg'), contentType: '' })!;
    expect(pdfImageBytes(jpeg, 100)!.equals(sampleFile('python.jpg'))).toBe(true);
  });

  it('reads each picture once, data: URLs from the map, and refuses past the budget', async () => {
    const png = sampleFile('python.png');
    const asked: string[] = [];
    const load = async (src: string) => {
      asked.push(src);
      return src === 'missing' ? null : { bytes: png, contentType: 'image/png' };
    };
    const data = `data:image/png;base64,${png.toString('base64')}`;
    const read = await readSceneImages(
      scene(['/api/images/m/a.png', data, 'missing']),
      load,
      10 * png.length,
    );
    expect(asked).toEqual(['/api/images/m/a.png', 'missing']);
    expect([...read.keys()]).toEqual(['/api/images/m/a.png', data]);
    // Two pictures of this size pass a budget of one and a half: the map's own data: URL counts too.
    await expect(
      readSceneImages(scene(['/api/images/m/a.png', data]), load, 1.5 * png.length),
    ).rejects.toMatchObject({
      code: 'EXPORT_TOO_LARGE',
      message: expect.stringMatching(/images of this export add up to more than/),
    });
  });
});
