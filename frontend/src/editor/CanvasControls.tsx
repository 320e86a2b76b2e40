import { ActionIcon, Divider, Text, Tooltip } from '@mantine/core';
import { IconFocusCentered, IconMinus, IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from './EditorContext';
import { FloatingBar } from './FloatingBar';
import { FIT_PADDING } from './useMapEngine';

/** The right-side canvas controls (spec §2.4): Fit, Zoom In, Zoom Out and the zoom in percent. */
export const CanvasControls = observer(function CanvasControls() {
  const { t } = useTranslation();
  const { ui } = useEditor();
  const engine = ui.engine;
  const buttons = [
    { key: 'fit', icon: <IconFocusCentered size={18} />, run: () => engine?.fit(FIT_PADDING) },
    { key: 'zoomIn', icon: <IconPlus size={18} />, run: () => engine?.zoomIn() },
    { key: 'zoomOut', icon: <IconMinus size={18} />, run: () => engine?.zoomOut() },
  ];
  return (
    <FloatingBar
      label={t('controls.label')}
      direction="column"
      style={{ right: 16, top: '50%', transform: 'translateY(-50%)' }}
    >
      {buttons.map(({ key, icon, run }) => (
        <Tooltip key={key} label={t(`controls.${key}`)} position="left">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            className="mapa-tool-button"
            aria-label={t(`controls.${key}`)}
            disabled={!engine}
            onClick={run}
          >
            {icon}
          </ActionIcon>
        </Tooltip>
      ))}
      <Divider w="100%" my={2} />
      <Text
        size="xs"
        fw={600}
        c="dimmed"
        aria-label={t('controls.zoomLevel')}
        data-testid="zoom-level"
        py={4}
        miw={36}
        ta="center"
      >
        {Math.round(ui.zoom * 100)}%
      </Text>
    </FloatingBar>
  );
});
