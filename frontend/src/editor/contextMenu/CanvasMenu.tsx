import { useState } from 'react';
import { Button, ColorPicker, Stack } from '@mantine/core';
import { IconPalette, IconPhotoPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createTransaction, updateCanvasOps } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { MenuItem } from './MenuItem';
import { AddImageButton } from '../canvasTools/AddImageButton';

/** The canvas context menu (spec §2.12): Add image (at the click), Background Color (a picker with OK). */
export function CanvasMenu({ onClose, at }: { onClose: () => void; at: { x: number; y: number } }) {
  const { t } = useTranslation();
  const { doc } = useEditor();
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
    </>
  );
}
