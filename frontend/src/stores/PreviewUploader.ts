/** Spec §4.2 / §9: a canvas preview is uploaded after about 30% of saves, chosen at random. */
export const PREVIEW_PROBABILITY = 0.3;

import { PREVIEW_CONTENT } from './previewPicture';

/** What the uploader needs of the engine. */
export interface PreviewSource {
  exportImage(options: { format: 'png'; maxWidth: number; maxHeight: number }): Promise<Blob>;
}

/**
 * After a save, sometimes (probability 0.3) renders the whole map to a PNG, has `frame` put it in the preview's
 * 1200 × 630 with a margin (see `fitPreviewPicture`), and uploads it as the map's `preview.png`
 * (`POST /api/s3/uploadImage`), shown on My maps' cards and in link previews. Failures are ignored (spec §7.1);
 * one upload at a time.
 */
export class PreviewUploader {
  private running = false;

  constructor(
    private readonly source: () => PreviewSource | null,
    private readonly upload: (png: Blob) => Promise<unknown>,
    private readonly random: () => number = Math.random,
    private readonly frame: (picture: Blob) => Promise<Blob> = async (picture) => picture,
  ) {}

  /** Called after each acknowledged save; resolves when any upload it started is over. */
  async afterSave(): Promise<void> {
    if (this.running || this.random() >= PREVIEW_PROBABILITY) return;
    const engine = this.source();
    if (!engine) return;
    this.running = true;
    try {
      const picture = await engine.exportImage({ format: 'png', ...PREVIEW_CONTENT });
      await this.upload(await this.frame(picture));
    } catch (error) {
      console.debug('Preview upload skipped', error);
    } finally {
      this.running = false;
    }
  }
}
