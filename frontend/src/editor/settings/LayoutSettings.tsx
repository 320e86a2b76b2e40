import { useState } from 'react';
import { Checkbox, Stack } from '@mantine/core';
import { ColorInput } from '../../components/ColorInput';
import { createTransaction, updateCanvasOps } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { layoutControllerOf } from './useLayoutController';

/** Map settings › Layout Settings (spec §2.16): 'disable automatic node positioning' and the canvas background. */
export function LayoutSettings() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc } = stores;
  const [disabled, setDisabled] = useState(doc.state.settings?.disableAutomaticPositioning === true);
  const [background, setBackground] = useState(doc.state.canvas?.backgroundColor ?? '#ffffff');

  const toggle = (value: boolean) => {
    setDisabled(value);
    layoutControllerOf(stores)?.setAutomaticPositioningDisabled(value);
  };
  const saveBackground = (color: string) => {
    setBackground(color);
    const ops = updateCanvasOps(doc.state, { backgroundColor: color });
    if (ops.length > 0) doc.apply(createTransaction('canvas.updated', ops));
  };

  return (
    <Stack gap="lg" maw={480}>
      <Checkbox
        checked={disabled}
        onChange={(e) => toggle(e.currentTarget.checked)}
        label={t('layoutSettings.disableAutomaticPositioning')}
        description={t('layoutSettings.disableAutomaticPositioningDescription')}
      />
      <ColorInput
        label={t('layoutSettings.canvasBackground')}
        value={background}
        onChangeEnd={saveBackground}
        onChange={setBackground}
        format="hex"
        swatches={['#ffffff', '#f8f9fa', '#fff9db', '#e7f5ff', '#ebfbee', '#212529']}
      />
    </Stack>
  );
}
