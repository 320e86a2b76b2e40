import { Modal } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { LayersList } from './LayersList';

/** The Layers list where there is no left sidebar to hold it (phones): a full-screen dialog. */
export const LayersDialog = observer(function LayersDialog() {
  const { t } = useTranslation();
  const { canvas } = useEditor();
  return (
    <Modal
      opened={canvas.layersDialogOpen}
      onClose={() => canvas.setLayersDialogOpen(false)}
      title={t('layers.title')}
      fullScreen
      closeButtonProps={{ 'aria-label': t('layers.close') }}
    >
      <LayersList />
    </Modal>
  );
});
