import { ActionIcon, Button, Paper, Slider, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { ColorInput } from '../../components/ColorInput';
import { IconEraser, IconPencil, IconPhotoPlus, IconPointer, IconTypography } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STROKE_WIDTH_RANGE, ERASER_SIZE_RANGE } from '@mapa/engine';
import { useEditor } from '../EditorContext';
import { FloatingBar } from '../canvas/FloatingBar';
import { canvasInset } from '../camera/canvasInsets';
import { clearAllDrawings } from './drawingCommands';
import { AddImageButton } from '../canvasTools/AddImageButton';

type DrawingToolId = 'select' | 'draw' | 'erase' | 'text';

/**
 * The drawing toolbar (spec §2.6, not for readers): select, draw (stroke 1–20, colour), erase (5–50, 'Clear All
 * Drawings') and text annotations. While draw, text or erase is active the canvas does not pan, zoom or select.
 */
export const DrawingToolbar = observer(function DrawingToolbar() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { ui, canvas } = stores;
  const engine = ui.engine;
  const active: DrawingToolId = canvas.drawTool ?? 'select';
  const choose = (tool: DrawingToolId) => {
    if (tool === 'select') ui.setTool('select');
    engine?.setTool(tool);
  };
  const style = (next: { strokeWidth?: number; strokeColor?: string; eraserSize?: number }) => {
    canvas.setDrawingStyle(next);
    engine?.setDrawingStyle(next);
  };
  const tools: { id: DrawingToolId; icon: ReactNode }[] = [
    { id: 'select', icon: <IconPointer size={18} /> },
    { id: 'draw', icon: <IconPencil size={18} /> },
    { id: 'erase', icon: <IconEraser size={18} /> },
    { id: 'text', icon: <IconTypography size={18} /> },
  ];

  return (
    <>
      <FloatingBar
        label={t('drawing.label')}
        direction="column"
        edge="left"
        style={{ left: 16, top: '50%', transform: 'translateY(-50%)' }}
      >
        {tools.map(({ id, icon }) => (
          <Tooltip key={id} label={t(`drawing.${id}`)} position="right">
            <ActionIcon
              variant={active === id ? 'light' : 'subtle'}
              color={active === id ? 'indigo' : 'gray'}
              size="lg"
              aria-label={t(`drawing.${id}`)}
              aria-pressed={active === id}
              disabled={!engine}
              onClick={() => choose(id)}
            >
              {icon}
            </ActionIcon>
          </Tooltip>
        ))}
        <AddImageButton at={() => engine?.getViewport().center ?? { x: 0, y: 0 }}>
          {(open) => (
            <Tooltip label={t('drawing.add_image')} position="right">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t('drawing.add_image')}
                disabled={!engine}
                onClick={open}
              >
                <IconPhotoPlus size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </AddImageButton>
      </FloatingBar>
      {(active === 'draw' || active === 'erase' || active === 'text') && (
        <Paper
          role="group"
          aria-label={t('drawing.options')}
          data-canvas-obstacle
          {...canvasInset('left')}
          shadow="md"
          radius="lg"
          withBorder
          p="sm"
          w={220}
          style={{ position: 'absolute', zIndex: 1, left: 72, top: '50%', transform: 'translateY(-50%)' }}
        >
          {active === 'erase' ? (
            <Stack gap="xs">
              <Text size="xs" fw={600}>
                {t('drawing.eraserSize', { size: canvas.eraserSize })}
              </Text>
              <Slider
                aria-label={t('drawing.eraserSizeLabel')}
                min={ERASER_SIZE_RANGE.min}
                max={ERASER_SIZE_RANGE.max}
                value={canvas.eraserSize}
                onChange={(eraserSize) => style({ eraserSize })}
              />
              <Button size="xs" variant="light" color="red" onClick={() => clearAllDrawings(stores)}>
                {t('drawing.clearAll')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="xs">
              {active === 'draw' && (
                <>
                  <Text size="xs" fw={600}>
                    {t('drawing.strokeWidth', { width: canvas.strokeWidth })}
                  </Text>
                  <Slider
                    aria-label={t('drawing.strokeWidthLabel')}
                    min={STROKE_WIDTH_RANGE.min}
                    max={STROKE_WIDTH_RANGE.max}
                    value={canvas.strokeWidth}
                    onChange={(strokeWidth) => style({ strokeWidth })}
                  />
                </>
              )}
              <ColorInput
                size="xs"
                label={t('drawing.color')}
                value={canvas.strokeColor}
                onChangeEnd={(strokeColor) => style({ strokeColor })}
              />
            </Stack>
          )}
        </Paper>
      )}
    </>
  );
});
