import { useEffect, useState } from 'react';
import { ActionIcon, Paper, Text } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { stripHtml } from '@mapa/model';
import { useEditor } from '../EditorContext';
import { nodesScreenBox, nodesVisualScreenBox, ON_CANVAS_MIN_ZOOM, type ScreenBox } from './screenBox';
import { canvasFrame, useFloatingPlacement } from './useFloatingPlacement';
import { isClear, type Side } from './placement';
import { useScreenTick } from './useScreenTick';
import { lingerOpacity, useConnectorLinger } from './connectorLinger';
import { ConnectionArrow, type ArrowDrag } from './ConnectionArrow';

/** Hover preview delay (spec §9). */
export const HOVER_PREVIEW_MS = 1800;
/** The preview goes below the node and its label, else above, else beside it. */
const PREVIEW_SIDES: readonly Side[] = ['below', 'above', 'right', 'left'];
/** Half the size of '+ Add child' (Mantine md ActionIcon) and of the arrow (sm), in px. */
const ADD_HALF = 14;
const ARROW_HALF = 11;

const around = (x: number, y: number, half: number): ScreenBox => ({
  left: x - half,
  top: y - half,
  right: x + half,
  bottom: y + half,
});

/**
 * Controls of the hovered node (spec §2.10): a connection arrow and '+ Add child' on its right side (bottom for
 * the organogram), which linger 1200 ms after the pointer leaves (the node, or the controls themselves), fading by
 * 200 ms per tick; and a preview of its content after 1800 ms of hovering. The arrow is dragged onto another node
 * to connect them (SELECT mode only). None of them covers the fixed controls: the arrow and '+' are left out
 * where they would, the preview flips to another side of the node and its label.
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
  const visible =
    engine && node && shown && wide && ui.zoom >= ON_CANVAS_MIN_ZOOM && node.data.visibility !== 'hidden';
  const text = visible && preview === shown && !drag ? stripHtml(node.data.description).slice(0, 220) : '';
  const place = useFloatingPlacement<HTMLDivElement>(
    canvas.container,
    text ? nodesVisualScreenBox(engine!, doc.state, [shown!]) : null,
    PREVIEW_SIDES,
    12,
  );
  if (!visible || !canvas.container) return null;
  const box = nodesScreenBox(engine, doc.state, [shown])!;
  const bottom = commands.childSide() === 'bottom';
  const opacity = lingerOpacity(linger);
  const addAt = bottom
    ? { x: (box.left + box.right) / 2, y: box.bottom + 40 + ADD_HALF }
    : { x: box.right + 40 + ADD_HALF, y: (box.top + box.bottom) / 2 };
  const arrowAt = bottom
    ? { x: (box.left + box.right) / 2, y: box.bottom + 18 }
    : { x: box.right + 18, y: (box.top + box.bottom) / 2 };
  // Where the arrow or '+' would cover a fixed control or leave the canvas, the pair is left out (Tab still adds).
  const { bounds, obstacles } = canvasFrame(canvas.container);
  const room =
    drag !== null ||
    (isClear(around(addAt.x, addAt.y, ADD_HALF), bounds, obstacles) &&
      isClear(around(arrowAt.x, arrowAt.y, ARROW_HALF), bounds, obstacles));
  // Connecting from the arrow is a SELECT-mode gesture; drawing tools and CONNECT mode have their own.
  const connectable = !readOnly && ui.tool === 'select' && canvas.drawTool === null && room;
  const leave = () => canvas.setHoveredNode(null);

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
          onLeave={leave}
        />
      )}
      {!readOnly && !drag && room && (
        <Tooltip label={t('canvasTools.addChild')} withinPortal>
          <ActionIcon
            aria-label={t('canvasTools.addChild')}
            radius="xl"
            size="md"
            variant="filled"
            onMouseEnter={() => canvas.setHoveredNode(shown)}
            onMouseLeave={leave}
            onClick={() => commands.addRelative(shown, 'child')}
            style={{
              position: 'absolute',
              zIndex: 0,
              boxShadow: 'var(--mantine-shadow-sm)',
              opacity,
              transition: 'opacity 200ms linear',
              left: addAt.x,
              top: addAt.y,
              transform: 'translate(-50%, -50%)',
            }}
          >
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {text && (
        <Paper
          ref={place.ref}
          data-testid="hover-preview"
          shadow="md"
          radius="md"
          withBorder
          p="sm"
          maw={280}
          style={{ ...place.style, zIndex: 2, pointerEvents: 'none' }}
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
