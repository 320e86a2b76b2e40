import { useEffect, useState } from 'react';
import type { Settings } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { ImagePicker } from '../appearance/ImagePicker';
import { imagesApi } from '../../api/imagesApi';
import { storeFile, storeIcon } from '../appearance/nodeImage';

/**
 * Default Node Appearance › IMAGE (spec §2.16): the image every node made afterwards starts with,
 * `settings.defaultImage` (a name of the map's images; on the demo map `defaultImageURL` keeps it in the page).
 */
export function DefaultImageSection({
  settings,
  update,
}: {
  settings: Settings | null;
  update: (patch: Partial<Settings>) => void;
}) {
  const stores = useEditor();
  const image = settings?.defaultImage ?? null;
  const local = settings?.defaultImageURL?.startsWith('data:') ? settings.defaultImageURL : undefined;
  const [resolved, setResolved] = useState<{ image: string; url: string } | null>(null);

  // A stored image is shown through a signed address, asked for when the image changes.
  useEffect(() => {
    if (!image || local) return;
    let live = true;
    imagesApi
      .publicUrl({ owner: stores.map.owner, mapId: stores.map.id }, image)
      .then((url) => live && setResolved({ image, url }))
      .catch((error: unknown) => console.warn(`Default image "${image}" could not be resolved`, error));
    return () => {
      live = false;
    };
  }, [image, local, stores.map.owner, stores.map.id]);

  const choose = (stored: { image: string; imageURL?: string }) =>
    update({ defaultImage: stored.image, defaultImageURL: stored.imageURL ?? null });

  return (
    <ImagePicker
      hasImage={!!image}
      previewUrl={local ?? (resolved?.image === image ? resolved.url : undefined)}
      onIcon={async (icon) => choose(await storeIcon(stores, icon))}
      onUpload={async (file) => choose(await storeFile(stores, file))}
      onRemove={() => update({ defaultImage: null, defaultImageURL: null })}
    />
  );
}
