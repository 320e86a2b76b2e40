import { Loader } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { useScreenTick } from '../canvasTools/useScreenTick';
import type { ImageResolver } from './ImageResolver';

/** A spinner on each node whose image has no URL yet (spec §3.2). */
export const ImageLoadingMarkers = observer(function ImageLoadingMarkers({
  resolver,
}: {
  resolver: ImageResolver;
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  useScreenTick(stores);
  const engine = stores.ui.engine;
  if (!engine || resolver.pending.size === 0) return null;
  return (
    <>
      {[...resolver.pending].map((id) => {
        const node = stores.doc.state.getNode(id);
        if (!node || node.data.visibility === 'hidden') return null;
        const p = engine.graphToScreen(node.position);
        return (
          <Loader
            key={id}
            size="sm"
            role="status"
            aria-label={t('appearance.loadingImage')}
            style={{ position: 'absolute', zIndex: 1, left: p.x - 12, top: p.y - 12, pointerEvents: 'none' }}
          />
        );
      })}
    </>
  );
});
