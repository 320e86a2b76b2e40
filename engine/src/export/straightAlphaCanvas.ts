import { unpremultiply } from './unpremultiply';
import { page } from '../page/pageAdapter';

/** A 2D canvas holding `pixels` (premultiplied RGBA read back from WebGL) with straight alpha, ready to encode. */
export function straightAlphaCanvas(read: {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}): HTMLCanvasElement {
  const canvas = page().createElement('canvas');
  canvas.width = read.width;
  canvas.height = read.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('exportImage: the browser has no 2D canvas to encode the image');
  const image = context.createImageData(read.width, read.height);
  image.data.set(unpremultiply(read.pixels));
  context.putImageData(image, 0, 0);
  return canvas;
}
