import { SegmentedControl, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { resolveNodeStyle, type BackgroundFit } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { nodePatchTransaction } from '../commands/nodeTransactions';
import { ImagePicker } from './ImagePicker';
import { applyIcon, removeImageTransaction, uploadNodeImage } from './nodeImage';

/**
 * The IMAGE section of a node's Appearance tab (spec §2.9): the image picker, and with an image set BACKGROUND
 * FIT (COVER / CONTAIN).
 */
export const NodeImageSection = observer(function NodeImageSection({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc } = stores;
  void doc.activeNodeRevision;
  const node = doc.state.getNode(nodeId);
  if (!node) return null;
  const style = resolveNodeStyle(node, doc.state.settings);

  return (
    <ImagePicker
      hasImage={!!node.data.image}
      previewUrl={node.data.imageURL ?? undefined}
      fit={style.backgroundFit}
      onIcon={(icon) => applyIcon(stores, nodeId, icon)}
      onUpload={(file) => uploadNodeImage(stores, nodeId, file)}
      onRemove={() => {
        const tx = removeImageTransaction(doc.state, nodeId);
        if (tx) doc.apply(tx);
      }}
    >
      <Text size="xs" fw={600}>
        {t('appearance.backgroundFit')}
      </Text>
      <SegmentedControl
        size="xs"
        value={style.backgroundFit}
        onChange={(value) => {
          const tx = nodePatchTransaction(doc.state, nodeId, { backgroundFit: value as BackgroundFit });
          if (tx) doc.apply(tx);
        }}
        data={[
          { value: 'cover', label: t('appearance.cover') },
          { value: 'contain', label: t('appearance.contain') },
        ]}
      />
    </ImagePicker>
  );
});
