import { expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { currentDocument } from './helpers';

// Background images for the Layers specs: added as a person does ('Add Image'), and seen on the canvas by its pixels.

/** A support image as the tests read it from the document. */
export interface LayerImage {
  id: string;
  name?: string;
  url: string;
  locked?: boolean;
  visible?: boolean;
  bounds: { x: number; y: number; width: number; height: number };
}

/** The map's background images, back to front, as the editor holds them. */
export async function backgroundImages(page: Page): Promise<LayerImage[]> {
  const doc = (await currentDocument(page)) as unknown as {
    canvas: { backgroundImages?: LayerImage[] } | null;
  };
  return doc.canvas?.backgroundImages ?? [];
}

/** A solid 400×300 PNG of one colour. */
async function solidPng(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  }, colour);
  return Buffer.from(base64, 'base64');
}

/** Adds an orange background image named `name` through the drawing tools' 'Add Image'; returns its id. */
export async function addOrangeImage(page: Page, name: string): Promise<string> {
  const before = (await backgroundImages(page)).length;
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Drawing tools' })
    .getByRole('button', { name: 'Add Image' })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: await solidPng(page, '#ff8800') });
  await expect.poll(async () => (await backgroundImages(page)).length).toBe(before + 1);
  return (await backgroundImages(page))[before].id;
}

/** Page coordinates of a graph point. */
export async function graphToPage(
  page: Page,
  p: { x: number; y: number },
): Promise<{ x: number; y: number }> {
  return page.evaluate((g) => {
    type Hook = { engine: { graphToScreen(p: unknown): { x: number; y: number } } };
    const s = (window as unknown as { __mapa: Hook }).__mapa.engine.graphToScreen(g);
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return { x: rect.left + s.x, y: rect.top + s.y };
  }, p);
}

/**
 * The share of orange pixels in a 16×16 px square of the page an eighth of the way into image `id` (clear of a node
 * at its middle, where 'Add Image' puts it over the map's only node, whose themed plate reaches a fifth of the way in
 * at a phone's 45 % zoom) as drawn now: about 1 when the image is on the canvas, 0 when it is not.
 */
export async function orangeAtImage(page: Page, id: string): Promise<number> {
  const image = (await backgroundImages(page)).find((i) => i.id === id);
  if (!image) return 0;
  const middle = await graphToPage(page, {
    x: image.bounds.x + image.bounds.width / 8,
    y: image.bounds.y + image.bounds.height / 8,
  });
  const shot = PNG.sync.read(
    await page.screenshot({ clip: { x: middle.x - 8, y: middle.y - 8, width: 16, height: 16 } }),
  );
  let orange = 0;
  for (let i = 0; i < shot.data.length; i += 4) {
    const [r, g, b] = [shot.data[i], shot.data[i + 1], shot.data[i + 2]];
    if (r > 220 && g > 100 && g < 170 && b < 60) orange++;
  }
  return orange / (shot.width * shot.height);
}
