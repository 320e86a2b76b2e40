import { useEffect, useRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { Tooltip } from '../../components/Tooltip';
import { IconArrowDown, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Point } from '@mapa/model';
import type { MapEngine } from '@mapa/engine';

/** A connection being dragged from a node's arrow: the source and the band's ends, in canvas px. */
export interface ArrowDrag {
  source: string;
  from: Point;
  to: Point;
}

/**
 * The hover connection arrow of a node (spec §2.10): pressing it and releasing over another node connects the
 * two, like CONNECT mode but from SELECT. While dragging, a rubber band follows the pointer.
 */
export function ConnectionArrow({
  engine,
  source,
  side,
  at,
  opacity,
  drag,
  onDrag,
  onDrop,
  onHover,
  onLeave,
}: {
  engine: MapEngine;
  source: string;
  side: 'right' | 'bottom';
  /** Centre of the arrow in canvas px. */
  at: Point;
  opacity: number;
  drag: ArrowDrag | null;
  onDrag: (drag: ArrowDrag | null) => void;
  onDrop: (source: string, target: string) => void;
  onHover: () => void;
  /** The pointer left the arrow (to anywhere: the canvas may never see it again). */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const detach = useRef<(() => void) | null>(null);
  useEffect(() => () => detach.current?.(), []);

  const canvasPoint = (event: PointerEvent | React.PointerEvent): Point => {
    const rect = document.querySelector('[data-testid="map-canvas"]')?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  const start = (event: React.PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    const from = at;
    onDrag({ source, from, to: canvasPoint(event) });
    const move = (e: PointerEvent) => onDrag({ source, from, to: canvasPoint(e) });
    const up = (e: PointerEvent) => {
      stop();
      onDrag(null);
      const hit = engine.hitTest(canvasPoint(e));
      if (hit.kind === 'node' && hit.id !== source) onDrop(source, hit.id);
    };
    const cancel = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      stop();
      onDrag(null);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('keydown', cancel);
      detach.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('keydown', cancel);
    detach.current = stop;
  };

  return (
    <>
      {drag && (
        <svg
          data-testid="connection-band"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          <line
            x1={drag.from.x}
            y1={drag.from.y}
            x2={drag.to.x}
            y2={drag.to.y}
            stroke="var(--mantine-color-indigo-5)"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
          <circle cx={drag.to.x} cy={drag.to.y} r={4} fill="var(--mantine-color-indigo-5)" />
        </svg>
      )}
      <Tooltip label={t('canvasTools.connect')} withinPortal disabled={drag !== null}>
        <ActionIcon
          aria-label={t('canvasTools.connect')}
          data-testid="connection-arrow"
          radius="xl"
          size="sm"
          variant="default"
          onMouseEnter={onHover}
          onMouseLeave={onLeave}
          onPointerDown={start}
          style={{
            position: 'absolute',
            zIndex: 1,
            left: at.x,
            top: at.y,
            transform: 'translate(-50%, -50%)',
            opacity: drag ? 1 : opacity,
            transition: 'opacity 200ms linear',
            cursor: 'crosshair',
            touchAction: 'none',
            boxShadow: 'var(--mantine-shadow-xs)',
          }}
        >
          {side === 'bottom' ? <IconArrowDown size={14} /> : <IconArrowRight size={14} />}
        </ActionIcon>
      </Tooltip>
    </>
  );
}
