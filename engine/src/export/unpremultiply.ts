/**
 * Turns premultiplied RGBA (what WebGL's `readPixels` returns for our render targets) into straight alpha, in
 * place: each colour channel divided by alpha, rounded. A canvas and the PNG it encodes expect straight alpha, so
 * without this a translucent node fill exports darker than it shows (PixiJS's `extract.canvas` skips the step).
 * Fully transparent pixels stay 0, 0, 0, 0; opaque ones are unchanged.
 */
export function unpremultiply(pixels: Uint8ClampedArray): Uint8ClampedArray {
  for (let i = 0; i < pixels.length; i += 4) {
    const alpha = pixels[i + 3];
    if (alpha === 0 || alpha === 255) continue;
    const k = 255 / alpha;
    pixels[i] = Math.round(pixels[i] * k);
    pixels[i + 1] = Math.round(pixels[i + 1] * k);
    pixels[i + 2] = Math.round(pixels[i + 2] * k);
  }
  return pixels;
}
