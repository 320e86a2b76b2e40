import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import type { SupportImage } from '@mapa/model';
import type { Camera } from '../../camera/Camera';
import type { ToolOverlay } from '../../tools/ToolContext';
import { imageBox, isShownImage, isVideo } from '../../tools/image/supportImages';
import { CORNERS, HANDLE_SIZE_PX, cornerPoint } from '../../hit/handles';

import { SELECTION_COLOR } from '../selectionColor';
import { page } from '../../page/pageAdapter';

/** A media that failed to load is tried again when the images change this long after (an export tries at once). */
export const MEDIA_RETRY_MS = 5_000;

type Media = {
  kind: 'image' | 'video';
  texture: Texture | null;
  /** When its load failed (`performance.now()`), or null. */
  failedAt: number | null;
  video?: HTMLVideoElement;
  /** Settles once the media has loaded or failed. */
  settled: Promise<void>;
};

/**
 * Background (support) images and looping muted videos (spec §3.4), behind everything else, in layer order; plus
 * the selected image's outline and corner handles in front. One sprite per shown image; textures are loaded once
 * per URL. One that failed (a busy media pipeline, a server down for a moment) is not given up for good: an export
 * tries it again, and so does a change to the images `MEDIA_RETRY_MS` after the failure (not every frame, which
 * would hammer a dead URL). `playing` is true while a video is on the map, so the engine keeps drawing frames for it.
 */
export class SupportImageLayer {
  /** Graph-space sprites; add behind the world. */
  readonly back = new Container();
  /** Graph-space selection outline and handles; add to the overlay layer. */
  readonly front = new Graphics();
  private readonly media = new Map<string, Media>();
  private readonly sprites: Sprite[] = [];
  private shown: readonly SupportImage[] | null = null;
  private preview: SupportImage | null | undefined = undefined;
  /** A video is on the map: frames must keep coming. */
  playing = false;

  constructor(private readonly onLoad: () => void) {}

  update(images: readonly SupportImage[] | undefined, overlay: ToolOverlay, camera: Camera): void {
    const list = images ?? [];
    const preview = overlay.imagePreview ?? null;
    if (list !== this.shown || preview !== this.preview) {
      this.shown = list;
      this.preview = preview;
      this.layout(list, preview);
    }
    this.place(camera);
    this.drawSelection(list, overlay, camera.zoom);
    if (this.playing)
      for (const m of this.media.values()) if (m.kind === 'video' && m.texture) m.texture.source.update();
  }

  /**
   * Sprites of `images` (graph coordinates, in layer order) for an image export, once their media has loaded or
   * failed, or `timeoutMs` passed: a video shows the frame it is on, one that has not loaded anything yet is left
   * out, like a broken image. The caller destroys the container; the textures stay cached here.
   */
  async exportSprites(images: readonly SupportImage[], timeoutMs: number): Promise<Container> {
    const media = images.map((image) => this.load(image, true));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.all(media.map((m) => m.settled)), timeout]);
    clearTimeout(timer);
    const out = new Container();
    images.forEach((image, i) => {
      const texture = media[i].texture;
      if (!texture) return;
      if (media[i].kind === 'video') texture.source.update();
      const b = imageBox(image);
      const sprite = new Sprite(texture);
      sprite.position.set(b.x, b.y);
      sprite.width = b.width;
      sprite.height = b.height;
      out.addChild(sprite);
    });
    return out;
  }

  /** Frees textures and stops videos. */
  destroy(): void {
    for (const m of this.media.values()) release(m);
    this.media.clear();
  }

  private place(camera: Camera): void {
    this.back.position.set(
      camera.width / 2 - camera.center.x * camera.zoom,
      camera.height / 2 - camera.center.y * camera.zoom,
    );
    this.back.scale.set(camera.zoom);
  }

  private layout(list: readonly SupportImage[], preview: SupportImage | null): void {
    let used = 0;
    let videos = false;
    for (const stored of list) {
      const image = preview && preview.id === stored.id ? preview : stored;
      if (!isShownImage(image)) continue;
      const media = this.load(image);
      videos ||= media.kind === 'video';
      if (!media.texture) continue;
      const sprite = this.sprites[used] ?? this.addSprite();
      used++;
      const b = imageBox(image);
      sprite.texture = media.texture;
      sprite.position.set(b.x, b.y);
      sprite.width = b.width;
      sprite.height = b.height;
      sprite.visible = true;
    }
    for (let i = used; i < this.sprites.length; i++) this.sprites[i].visible = false;
    this.playing = videos;
  }

  private addSprite(): Sprite {
    const sprite = new Sprite();
    this.sprites.push(sprite);
    this.back.addChild(sprite);
    return sprite;
  }

  /** The media of `image`'s URL, loading it on first use, or again when it failed (`retryNow`, or long enough ago). */
  private load(image: SupportImage, retryNow = false): Media {
    const found = this.media.get(image.url);
    if (
      found &&
      (found.failedAt === null || (!retryNow && performance.now() - found.failedAt < MEDIA_RETRY_MS))
    )
      return found;
    if (found) release(found);
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const media: Media = { kind: isVideo(image) ? 'video' : 'image', texture: null, failedAt: null, settled };
    this.media.set(image.url, media);
    const ready = (texture: Texture) => {
      media.texture = texture;
      this.shown = null; // re-layout with the texture
      settle();
      this.onLoad();
    };
    const fail = () => {
      media.failedAt = performance.now();
      settle();
    };
    if (media.kind === 'video') {
      const video = page().createElement('video');
      Object.assign(video, {
        muted: true,
        loop: true,
        autoplay: true,
        playsInline: true,
        crossOrigin: 'anonymous',
      });
      video.src = image.url;
      media.video = video;
      video.addEventListener('loadeddata', () => ready(Texture.from(video)), { once: true });
      video.addEventListener('error', fail, { once: true });
      void video.play().catch(() => undefined);
    } else {
      const element = page().createElement('img');
      element.crossOrigin = 'anonymous';
      element.src = image.url;
      element
        .decode()
        .then(() => ready(Texture.from(element)))
        .catch(fail);
    }
    return media;
  }

  private drawSelection(list: readonly SupportImage[], overlay: ToolOverlay, zoom: number): void {
    const g = this.front.clear();
    const id = overlay.selectedImage;
    if (!id) return;
    const stored = list.find((image) => image.id === id);
    const image = overlay.imagePreview?.id === id ? overlay.imagePreview : stored;
    if (!image) return;
    const b = imageBox(image);
    const px = 1 / zoom;
    g.rect(b.x, b.y, b.width, b.height).stroke({ width: 2 * px, color: SELECTION_COLOR });
    const half = (HANDLE_SIZE_PX / 2) * px;
    for (const corner of CORNERS) {
      const c = cornerPoint(b.x + b.width / 2, b.y + b.height / 2, b.width, b.height, corner);
      g.rect(c.x - half, c.y - half, 2 * half, 2 * half)
        .fill({ color: 0xffffff })
        .stroke({ width: 1.5 * px, color: SELECTION_COLOR });
    }
  }
}

/** Stops a video and frees a texture (a media dropped to be loaded again, or the layer destroyed). */
function release(media: Media): void {
  if (media.video) {
    media.video.pause();
    media.video.removeAttribute('src');
    media.video.load();
  }
  media.texture?.destroy(true);
}
