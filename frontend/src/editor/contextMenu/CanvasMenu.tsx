import { useState } from 'react';
import { Button, ColorPicker, Stack } from '@mantine/core';
import { IconEye, IconPalette, IconPhotoPlus, IconStack2 } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { createTransaction, updateCanvasOps } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { MenuItem } from './MenuItem';
import { AddImageButton } from '../canvasTools/AddImageButton';
import { showHiddenImages } from '../canvasTools/supportImageCommands';
import { imageLayersOf } from '../layers/imageLayersOf';
import { openLayers } from '../layers/openLayers';

/**
 * The canvas context menu (spec §2.12): Add image (at the click), Background Color (a picker with OK); and, while
 * the map has background images, 'Show hidden images (N)' when some are hidden and 'Layers…' (issue #34).
 */
export const CanvasMenu = observer(function CanvasMenu({
  onClose,
  at,
}: {
  onClose: () => void;
  at: { x: number; y: number };
}) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc } = stores;
  const layers = imageLayersOf(stores);
  const [picking, setPicking] = useState(false);
  const [color, setColor] = useState(doc.state.canvas?.backgroundColor ?? '#ffffff');

  if (picking) {
    return (
      <Stack gap="xs" p="xs">
        <ColorPicker
          format="rgba"
          value={color}
          onChange={setColor}
          swatches={['#ffffff', '#f8f9fa', '#fff9db', '#e7f5ff', '#ebfbee', '#fff0f6', '#f3f0ff', '#212529']}
        />
        <Button
          size="xs"
          onClick={() => {
            const ops = updateCanvasOps(doc.state, { backgroundColor: color });
            if (ops.length > 0) doc.apply(createTransaction('canvas.updated', ops));
            onClose();
          }}
        >
          {t('contextMenu.ok')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <AddImageButton at={() => at} onPicked={onClose}>
        {(open) => (
          <MenuItem
            icon={<IconPhotoPlus size={16} />}
            label={t('contextMenu.addImageCanvas')}
            onClick={open}
          />
        )}
      </AddImageButton>
      <MenuItem
        icon={<IconPalette size={16} />}
        label={t('contextMenu.backgroundColor')}
        onClick={() => setPicking(true)}
      />
      {layers.hiddenCount > 0 && (
        <MenuItem
          icon={<IconEye size={16} />}
          label={t('contextMenu.showHidden', { count: layers.hiddenCount })}
          onClick={() => {
            showHiddenImages(stores);
            onClose();
          }}
        />
      )}
      {layers.images.length > 0 && (
        <MenuItem
          icon={<IconStack2 size={16} />}
          label={t('contextMenu.layers')}
          onClick={() => {
            onClose();
            openLayers(stores);
          }}
        />
      )}
    </>
  );
});
