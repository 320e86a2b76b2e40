/** Images are compressed in the browser to at most this size before upload (spec §5, §9). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Node image types accepted for upload (spec §5). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp'];

/**
 * The image as it is uploaded: SVG and images within 2 MB unchanged; bigger ones redrawn smaller as WebP (or
 * JPEG) at falling quality and size until they fit. Throws when the browser cannot decode the image.
 */
export async function compressImage(file: Blob, maxBytes = MAX_IMAGE_BYTES): Promise<Blob> {
  if (file.size <= maxBytes || file.type === 'image/svg+xml') return file;
  const bitmap = await createImageBitmap(file);
  let scale = Math.min(1, Math.sqrt((maxBytes * 4) / (bitmap.width * bitmap.height * 4)) * 1.5);
  for (let attempt = 0; attempt < 8; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/webp', Math.max(0.5, 0.9 - attempt * 0.08)),
    );
    if (blob && blob.size <= maxBytes) return blob;
    scale *= 0.75;
  }
  // The code is what the interface shows (errorMessage); the message is for the console.
  throw Object.assign(new Error('The image could not be made smaller than 2 MB'), {
    code: 'IMAGE_NOT_COMPRESSIBLE',
  });
}

/** The stored name for a picked file: spaces become underscores (the server also checks). */
export function uploadName(name: string): string {
  return name.trim().replace(/\s+/g, '_') || 'image';
}
