import { fetchJson } from './http';

/** The map an image belongs to. */
export interface ImageMapRef {
  owner: string;
  mapId: string;
}

/** Node images and icons (spec §7.2). */
export const imagesApi = {
  /** `GET /api/icons/search?query=`: icon names, best first. */
  searchIcons: (query: string, signal?: AbortSignal) =>
    fetchJson<{ icons: string[] }>(`/api/icons/search?${new URLSearchParams({ query })}`, { signal }).then(
      (r) => r.icons,
    ),
  /** `GET /api/icons/get-svg?icon=`: the icon's SVG text. */
  iconSvg: (icon: string) =>
    fetchJson<{ svg: string }>(`/api/icons/get-svg?${new URLSearchParams({ icon })}`).then((r) => r.svg),
  /** `POST /api/s3/uploadImage` (multipart): stores the image, answers its stored name and a URL. */
  upload: (ref: ImageMapRef, imageName: string, image: Blob) => {
    const form = new FormData();
    form.set('owner', ref.owner);
    form.set('mapId', ref.mapId);
    form.set('imageName', imageName);
    form.set('contentType', image.type);
    form.set('image', image, imageName);
    return fetchJson<{ imageName: string; publicUrl: string }>('/api/s3/uploadImage', {
      method: 'POST',
      body: form,
    });
  },
  /** `POST /api/s3/getImage`: a readable URL of a stored image. */
  publicUrl: (ref: ImageMapRef, imageName: string) =>
    fetchJson<{ publicUrl: string }>('/api/s3/getImage', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ owner: ref.owner, mapId: ref.mapId, imageName }),
    }).then((r) => r.publicUrl),
};
