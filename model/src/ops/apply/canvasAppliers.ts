import type { OperationOf } from '../operation';
import type { MapData } from '../../state/mapData';
import type { Canvas, SupportImage } from '../../schema/canvas';
import { isIndex } from './nodeAppliers';
import { withKey } from './withKey';

/** Canvas keys that have operations of their own and cannot be set by `canvas.update`. */
export const RESERVED_CANVAS_KEYS: ReadonlySet<string> = new Set([
  'nodesOrder',
  'backgroundImages',
  'drawingData',
]);

const NO_CANVAS = 'the map has no canvas; set one first (ensureCanvasOps)';

export function applyImageAdd(data: MapData, op: OperationOf<'image.add'>): string | undefined {
  if (!data.canvas) return NO_CANVAS;
  const images = imagesOf(data.canvas);
  if (!isIndex(op.index, images.length)) return `image index ${op.index} is outside 0..${images.length}`;
  if (images.some((image) => image.id === op.image.id)) return `image "${op.image.id}" already exists`;
  const next = [...images];
  next.splice(op.index, 0, op.image);
  data.canvas = { ...data.canvas, backgroundImages: next };
  return undefined;
}

export function applyImageRemove(data: MapData, op: OperationOf<'image.remove'>): string | undefined {
  if (!data.canvas) return NO_CANVAS;
  const images = imagesOf(data.canvas);
  if (images[op.index]?.id !== op.image.id)
    return `image index ${op.index} does not hold image "${op.image.id}"`;
  data.canvas = { ...data.canvas, backgroundImages: images.filter((_, i) => i !== op.index) };
  return undefined;
}

export function applyImageUpdate(data: MapData, op: OperationOf<'image.update'>): string | undefined {
  if (!data.canvas) return NO_CANVAS;
  if (op.to.id !== op.id) return `image.update cannot change the id "${op.id}" to "${op.to.id}"`;
  const images = imagesOf(data.canvas);
  const index = images.findIndex((image) => image.id === op.id);
  if (index < 0) return `image "${op.id}" does not exist`;
  data.canvas = { ...data.canvas, backgroundImages: images.map((image, i) => (i === index ? op.to : image)) };
  return undefined;
}

export function applyOrderMove(data: MapData, op: OperationOf<'order.move'>): string | undefined {
  if (!data.canvas) return NO_CANVAS;
  const last = data.order.length - 1;
  if (!isIndex(op.from, last) || data.order[op.from] !== op.id)
    return `order index ${op.from} does not hold "${op.id}"`;
  if (!isIndex(op.to, last)) return `order index ${op.to} is outside 0..${last}`;
  data.order.splice(op.from, 1);
  data.order.splice(op.to, 0, op.id);
  return undefined;
}

export function applyCanvasUpdate(data: MapData, op: OperationOf<'canvas.update'>): string | undefined {
  if (!data.canvas) return NO_CANVAS;
  if (RESERVED_CANVAS_KEYS.has(op.key)) return `canvas.${op.key} has its own operations`;
  data.canvas = withKey(data.canvas, op.key, op.to);
  return undefined;
}

export function applyDrawingUpdate(data: MapData, op: OperationOf<'drawing.update'>): string | undefined {
  if (!data.canvas) return NO_CANVAS;
  data.canvas = withKey(data.canvas, 'drawingData', op.to);
  return undefined;
}

function imagesOf(canvas: Canvas): SupportImage[] {
  return canvas.backgroundImages ?? [];
}
