import { useEffect, useState } from 'react';
import { ActionIcon, Paper, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { stripHtml } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { nodesScreenBox, ON_CANVAS_MIN_ZOOM } from './screenBox';
import { useScreenTick } from './useScreenTick';
import { lingerOpacity, useConnectorLinger } from './connectorLinger';
import { ConnectionArrow, type ArrowDrag } from './ConnectionArrow';

/** Hover preview delay (spec §9). */
export const HOVER_PREVIEW_MS = 1800;

/**
 * Controls of the hovered node (spec §2.10): a connection arrow and '+ Add child' on its right side (bottom for
 * the organogram), which linger 1200 ms after the pointer leaves, fading by 200 ms per tick; and a preview of its
 * content after 1800 ms of hovering. The arrow is dragged onto another node to connect them (SELECT mode only).
 */
export const HoverControls = observer(function HoverControls() {
  const { t } = useTranslation();
  const stores = useEditor();
  const { doc, ui, canvas, commands, readOnly } = stores;
  useScreenTick(stores);
  const wide = useMediaQuery('(min-width: 1100px)', true);
  const [preview, setPreview] = useState<string | null>(null);
  const [drag, setDrag] = useState<ArrowDrag | null>(null);
  const hovered = canvas.hoveredNode;
  const linger = useConnectorLinger(hovered, drag !== null);
  const shown = drag?.source ?? linger.node;

  useEffect(() => {
    if (!hovered) {
      setPreview(null);
      return;
    }
    const timer = setTimeout(() => setPreview(hovered), HOVER_PREVIEW_MS);
    return () => clearTimeout(timer);
  }, [hovered]);

  const engine = ui.engine;
  const node = shown ? doc.state.getNode(shown) : undefined;
  if (!engine || !node || !shown || !wide || ui.zoom < ON_CANVAS_MIN_ZOOM) return null;
  if (node.data.visibility === 'hidden') return null;
  const box = nodesScreenBox(engine, doc.state, [shown])!;
  const bottom = commands.childSide() === 'bottom';
  const opacity = lingerOpacity(linger);
  const addStyle = bottom
    ? { left: (box.left + box.right) / 2, top: box.bottom + 40, transform: 'translateX(-50%)' }
    : { left: box.right + 40, top: (box.top + box.bottom) / 2, transform: 'translateY(-50%)' };
  const arrowAt = bottom
    ? { x: (box.left + box.right) / 2, y: box.bottom + 18 }
    : { x: box.right + 18, y: (box.top + box.bottom) / 2 };
  // Connecting from the arrow is a SELECT-mode gesture; drawing tools and CONNECT mode have their own.
  const connectable = !readOnly && ui.tool === 'select' && canvas.drawTool === null;
  const text = preview === shown && !drag ? stripHtml(node.data.description).slice(0, 220) : '';

  return (
    <>
      {connectable && (
        <ConnectionArrow
          engine={engine}
          source={shown}
          side={bottom ? 'bottom' : 'right'}
          at={arrowAt}
          opacity={opacity}
          drag={drag}
          onDrag={setDrag}
          onDrop={(source, target) => commands.connect(source, target)}
          onHover={() => canvas.setHoveredNode(shown)}
        />
      )}
      {!readOnly && !drag && (
        <Tooltip label={t('canvasTools.addChild')} withinPortal>
          <ActionIcon
            aria-label={t('canvasTools.addChild')}
            radius="xl"
            size="md"
            variant="filled"
            onMouseEnter={() => canvas.setHoveredNode(shown)}
            onClick={() => commands.addRelative(shown, 'child')}
            style={{
              position: 'absolute',
              zIndex: 0,
              boxShadow: 'var(--mantine-shadow-sm)',
              opacity,
              transition: 'opacity 200ms linear',
              ...addStyle,
            }}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {text && (
        <Paper
          data-testid="hover-preview"
          shadow="md"
          radius="md"
          withBorder
          p="sm"
          maw={280}
          style={{ position: 'absolute', zIndex: 2, left: box.left, top: box.bottom + (bottom ? 52 : 12) }}
        >
          <Text size="sm" fw={600} mb={4}>
            {node.data.label || t('nodePanel.titlePlaceholder')}
          </Text>
          <Text size="xs" c="dimmed">
            {text}
          </Text>
        </Paper>
      )}
    </>
  );
});
