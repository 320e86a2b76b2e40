import { canvasColorOf, type MapState } from '@mapa/model';

/**
 * The colour around the map in its preview: the map's own canvas colour, else its theme's background, as the
 * engine paints the canvas (a Midnight map sat in a white box on a dark My maps card).
 */
export function previewBackground(state: MapState): string {
  return canvasColorOf(state.canvas, state.settings);
}

/** Size of a map's preview: the usual link-preview image (1200 × 630). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Room left around the map in its preview, so nothing touches the edge when a card or a link shows it. */
export const PREVIEW_MARGIN = 40;

/** The largest picture of the map the preview holds: the preview less its margin on every side. */
export const PREVIEW_CONTENT = {
  maxWidth: PREVIEW_SIZE.width - 2 * PREVIEW_MARGIN,
  maxHeight: PREVIEW_SIZE.height - 2 * PREVIEW_MARGIN,
} as const;

/**
 * The map's picture (any aspect) centred on a 1200 × 630 PNG on `background` (the map's {@link previewBackground};
 * white when the colour cannot be read), at most {@link PREVIEW_CONTENT} large: the whole map with a margin,
 * whatever its shape, where a picture of the map's own aspect was cropped by the cards and link previews that show
 * 1200 × 630.
 */
export async function fitPreviewPicture(picture: Blob, background = '#ffffff'): Promise<Blob> {
  const bitmap = await createImageBitmap(picture);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = PREVIEW_SIZE.width;
    canvas.height = PREVIEW_SIZE.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The preview could not be drawn: no 2D canvas');
    // A colour the canvas cannot read leaves the white.
    context.fillStyle = '#ffffff';
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    const scale = Math.min(
      PREVIEW_CONTENT.maxWidth / bitmap.width,
      PREVIEW_CONTENT.maxHeight / bitmap.height,
      1,
    );
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    context.drawImage(
      bitmap,
      Math.round((canvas.width - width) / 2),
      Math.round((canvas.height - height) / 2),
      width,
      height,
    );
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The preview could not be encoded'))),
        'image/png',
      ),
    );
  } finally {
    bitmap.close();
  }
}
