import { Texture } from 'pixi.js';

type Entry = { state: 'loading' } | { state: 'ready'; texture: Texture } | { state: 'failed' };

/**
 * Node images by URL: loaded once, shared by every node that shows them. Loading is asynchronous; `onLoad` is
 * told the URL when a texture becomes ready so the nodes showing it are redrawn. Failures are remembered and
 * ignored (the node simply shows no image).
 */
export class ImageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly onLoad: (url: string) => void) {}

  /** The texture when ready; otherwise starts loading (once) and returns null. */
  get(url: string): Texture | null {
    const entry = this.entries.get(url);
    if (entry?.state === 'ready') return entry.texture;
    if (!entry) this.load(url);
    return null;
  }

  /** Frees every texture. */
  destroy(): void {
    for (const entry of this.entries.values()) if (entry.state === 'ready') entry.texture.destroy(true);
    this.entries.clear();
  }

  private load(url: string): void {
    this.entries.set(url, { state: 'loading' });
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.src = url;
    image
      .decode()
      .then(() => {
        if (!this.entries.has(url)) return;
        this.entries.set(url, { state: 'ready', texture: Texture.from(image) });
        this.onLoad(url);
      })
      .catch(() => {
        if (this.entries.has(url)) this.entries.set(url, { state: 'failed' });
      });
  }
}
