import { ActionIcon, Divider, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconFocusCentered,
  IconGridDots,
  IconKeyboard,
  IconMap2,
  IconMinus,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatPercent } from '../../lib/formatNumber';
import { useEditor } from '../EditorContext';
import { FloatingBar } from './FloatingBar';
import { FIT_PADDING } from './useMapEngine';
import { useNavigatorPlace } from '../navigator/useNavigatorPlace';

/**
 * The right-side canvas controls (spec §2.4): Fit, Grid, Zoom In, Zoom Out, the zoom in percent, and Undo/Redo
 * for non-readers (the mind-map view is the only view; the top bar keeps its own pair, spec §2.2); plus the
 * Navigator switch (issue #17) where the navigator has a place, and the keyboard shortcuts help (issue #12).
 */
export const CanvasControls = observer(function CanvasControls() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stores = useEditor();
  const { ui, doc, readOnly, navigator, keyboard } = stores;
  const navigatorPlace = useNavigatorPlace(stores);
  const history = [
    { key: 'undo', icon: <IconArrowBackUp size={18} />, enabled: doc.canUndo, run: () => doc.undo() },
    { key: 'redo', icon: <IconArrowForwardUp size={18} />, enabled: doc.canRedo, run: () => doc.redo() },
  ];
  const engine = ui.engine;
  const [grid, setGrid] = useState(false);
  const buttons = [
    { key: 'fit', icon: <IconFocusCentered size={18} />, run: () => engine?.fit(FIT_PADDING) },
    { key: 'zoomIn', icon: <IconPlus size={18} />, run: () => engine?.zoomIn() },
    { key: 'zoomOut', icon: <IconMinus size={18} />, run: () => engine?.zoomOut() },
  ];
  return (
    <FloatingBar
      label={t('controls.label')}
      direction="column"
      edge="right"
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
      <Tooltip label={t('controls.grid')} position="left">
        <ActionIcon
          variant={grid ? 'light' : 'subtle'}
          color={grid ? 'indigo' : 'gray'}
          size="lg"
          className="mapa-tool-button"
          aria-label={t('controls.grid')}
          aria-pressed={grid}
          disabled={!engine}
          onClick={() => {
            engine?.setGrid(!grid);
            setGrid(!grid);
          }}
        >
          <IconGridDots size={18} />
        </ActionIcon>
      </Tooltip>
      {navigatorPlace && (
        <Tooltip label={t('controls.navigator')} position="left">
          <ActionIcon
            variant={navigator.open ? 'light' : 'subtle'}
            color={navigator.open ? 'indigo' : 'gray'}
            size="lg"
            className="mapa-tool-button"
            aria-label={t('controls.navigator')}
            aria-pressed={navigator.open}
            disabled={!engine}
            onClick={() => navigator.toggle()}
          >
            <IconMap2 size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('shortcuts.open')} position="left">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className="mapa-tool-button"
          aria-label={t('shortcuts.title')}
          aria-haspopup="dialog"
          onClick={() => keyboard.setHelpOpen(true)}
        >
          <IconKeyboard size={18} />
        </ActionIcon>
      </Tooltip>
      {!readOnly && (
        <>
          <Divider w="100%" my={2} />
          {history.map(({ key, icon, enabled, run }) => (
            <Tooltip key={key} label={t(`controls.${key}`)} position="left">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                className="mapa-tool-button"
                aria-label={t(`controls.${key}`)}
                data-testid={`controls-${key}`}
                disabled={!enabled}
                onClick={() => {
                  try {
                    run();
                  } catch (error) {
                    console.error('Undo/redo failed', error);
                  }
                }}
              >
                {icon}
              </ActionIcon>
            </Tooltip>
          ))}
        </>
      )}
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
        {formatPercent(ui.zoom, locale)}
      </Text>
    </FloatingBar>
  );
});
