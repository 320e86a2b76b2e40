import type { SupportImage } from '../../schema/canvas';
import { mixColor } from '../../theme/compiledTheme';
import type { CompiledTheme } from '../../theme/compiledTheme';
import type { ScenePrimitive } from './scenePrimitives';
import { paint, round, type SceneItem } from './sceneText';

/** Video files play looped and muted on the canvas (spec §3.4); an export shows a box with a play mark. */
const VIDEO = /\.(mp4|webm|ogg)$/i;

/** True when the support image is a video (by its name or address, or a data: video). */
export function isVideo(image: Pick<SupportImage, 'url' | 'name'>): boolean {
  const path = (s: string) => s.split(/[?#]/)[0];
  return (
    VIDEO.test(path(image.name ?? '')) || VIDEO.test(path(image.url)) || /^data:video\//i.test(image.url)
  );
}

/** The image's box: bounds are `{x, y, width, height}` (or `{x, y, w, h}`), x/y the top-left corner. */
function boxOf(image: SupportImage): { x: number; y: number; width: number; height: number } {
  const b = image.bounds;
  return { x: b.x, y: b.y, width: b.width ?? b.w ?? 0, height: b.height ?? b.h ?? 0 };
}

/**
 * The map's shown background images and videos, behind everything else in layer order, each stretched to its
 * bounds as the canvas stretches it. A video, which no export can play, is a box in a tint of the theme's neutral
 * colour on the canvas colour shown (`ground`) with a round play mark in its middle. `sources` collects the
 * pictures to read.
 */
export function supportImageItems(
  images: readonly SupportImage[],
  theme: CompiledTheme,
  sources: Set<string>,
  ground: string = theme.background,
): SceneItem[] {
  const items: SceneItem[] = [];
  for (const image of images) {
    if (image.visible === false) continue;
    const b = boxOf(image);
    if (!(b.width > 0 && b.height > 0)) continue;
    const video = isVideo(image);
    if (!video) sources.add(image.url);
    items.push({
      x0: b.x,
      y0: b.y,
      x1: b.x + b.width,
      y1: b.y + b.height,
      make: () =>
        video
          ? videoBox(b, theme, ground)
          : [{ kind: 'image', ...b, src: image.url, fit: 'fill' } satisfies ScenePrimitive],
    });
  }
  return items;
}

function videoBox(
  b: { x: number; y: number; width: number; height: number },
  theme: CompiledTheme,
  background: string,
): ScenePrimitive[] {
  const neutral = theme.definition.neutral;
  const box = paint(mixColor(neutral, background, 0.14))!;
  const mark = paint(mixColor(neutral, background, 0.75))!;
  const cx = b.x + b.width / 2;
  const cy = b.y + b.height / 2;
  const r = Math.min(b.width, b.height, 240) * 0.18;
  const circle: number[] = [];
  for (let k = 0; k < 32; k++) {
    const a = (Math.PI * 2 * k) / 32;
    circle.push(round(cx + Math.cos(a) * r), round(cy + Math.sin(a) * r));
  }
  // A triangle pointing right, its weight a little right of the centre, as play marks are drawn.
  const t = r * 0.5;
  const play = [cx - t * 0.7, cy - t, cx + t, cy, cx - t * 0.7, cy + t].map(round);
  return [
    { kind: 'rect', ...b, fill: box, radius: Math.min(12, b.width / 8, b.height / 8) },
    { kind: 'polygon', points: circle, fill: mark, stroke: null, strokeWidth: 0 },
    { kind: 'polygon', points: play, fill: paint(background)!, stroke: null, strokeWidth: 0 },
  ];
}
