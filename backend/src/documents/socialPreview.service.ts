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

  async metaFor(path: string, origin: string): Promise<SocialMeta | null> {
    const id = mapIdOfPath(path);
    if (!id) return null;
    const map = await this.maps.findById(id);
    if (!map || map.is_public !== 1) return null;
    const url = `${origin}/maps/${map.id}`;
    return {
      title: map.name,
      description: map.description || map.name,
      image: map.image || `${origin}/api/maps/${map.id}/preview.png`,
      url,
    };
  }
}
