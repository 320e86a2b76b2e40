import { useState } from 'react';
import { Checkbox, ColorInput, Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import { createTransaction, DEFAULT_TEMPLATE, updateCanvasOps } from '@mapa/model';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { TemplatePicker } from './TemplatePicker';
import { layoutControllerOf } from './useLayoutController';

/**
 * The map settings panel (spec §2.16), its Layout Settings and template picker: the 'disable automatic node
 * positioning' checkbox, the canvas background colour, and the template cards (a click applies and closes).
 */
export function SettingsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc } = stores;
  const settings = doc.state.settings;
  const [disabled, setDisabled] = useState(settings?.disableAutomaticPositioning === true);
  const [background, setBackground] = useState(doc.state.canvas?.backgroundColor ?? '#ffffff');
  const current = settings?.templateEngine ?? DEFAULT_TEMPLATE;

  const toggle = (value: boolean) => {
    setDisabled(value);
    layoutControllerOf(stores)?.setAutomaticPositioningDisabled(value);
  };
  const saveBackground = (color: string) => {
    setBackground(color);
    const ops = updateCanvasOps(doc.state, { backgroundColor: color });
    if (ops.length > 0) doc.apply(createTransaction('canvas.updated', ops));
  };
  const choose = (name: string) => {
    layoutControllerOf(stores)?.chooseTemplate(name);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={420}
      title={<Title order={4}>{t('layoutSettings.title')}</Title>}
      overlayProps={{ backgroundOpacity: 0.15 }}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('layoutSettings.layoutSection')}
          </Text>
          <Checkbox
            checked={disabled}
            onChange={(e) => toggle(e.currentTarget.checked)}
            label={t('layoutSettings.disableAutomaticPositioning')}
            description={t('layoutSettings.disableAutomaticPositioningDescription')}
            disabled={stores.readOnly}
          />
          <ColorInput
            label={t('layoutSettings.canvasBackground')}
            value={background}
            onChangeEnd={saveBackground}
            onChange={setBackground}
            disabled={stores.readOnly}
            format="hex"
            swatches={['#ffffff', '#f8f9fa', '#fff9db', '#e7f5ff', '#ebfbee', '#212529']}
          />
        </Stack>
        <Divider />
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('layoutSettings.templatesSection')}
          </Text>
          <TemplatePicker current={current} onChoose={stores.readOnly ? () => undefined : choose} />
        </Stack>
      </Stack>
    </Drawer>
  );
}
