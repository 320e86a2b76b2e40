import { Injectable } from '@nestjs/common';
import { MapsRepository } from './maps.repository';
import { mapIdOfPath, type SocialMeta } from './socialPreview';

/**
 * Link previews of public maps: title, description and image for the page a crawler fetches. Private maps get
 * none, so their names are not revealed to anyone without access.
 */
@Injectable()
export class SocialPreviewService {
  constructor(private readonly maps: MapsRepository) {}

  /** `origin` is the public origin (`PUBLIC_URL`) absolute links are made from. */
  async metaFor(path: string, origin: string): Promise<SocialMeta | null> {
    const id = mapIdOfPath(path);
    if (!id) return null;
    const map = await this.maps.findById(id);
    if (!map || map.is_public !== 1) return null;
    return {
      title: map.name,
      description: map.description || map.name,
      image: absoluteUrl(map.image, origin) ?? `${origin}/api/maps/${map.id}/preview.png`,
      url: `${origin}/maps/${map.id}`,
    };
  }
}

/** The map's image as an absolute http(s) URL (relative ones resolved against `origin`); null when unusable. */
function absoluteUrl(image: string | null, origin: string): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
