import { useState, type PointerEvent } from 'react';
import { Box } from '@mantine/core';

/** Below this width the panel closes (spec §2.8). */
const COLLAPSE_WIDTH = 60;
const MIN_WIDTH = 300;

/** The node panel's width in px once the user resized it; null keeps the default 30%. */
export function usePanelWidth() {
  return useState<number | null>(null);
}

/** A grip on the panel's left edge: drag to resize, drag nearly closed to close. */
export function PanelResizer({
  onResize,
  onCollapse,
}: {
  onResize: (px: number) => void;
  onCollapse: () => void;
}) {
  const start = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const grip = event.currentTarget;
    grip.setPointerCapture(event.pointerId);
    const right = grip.parentElement!.getBoundingClientRect().right;
    const move = (e: globalThis.PointerEvent) => onResize(Math.max(MIN_WIDTH, right - e.clientX));
    const up = (e: globalThis.PointerEvent) => {
      grip.removeEventListener('pointermove', move);
      grip.removeEventListener('pointerup', up);
      if (right - e.clientX < COLLAPSE_WIDTH) onCollapse();
    };
    grip.addEventListener('pointermove', move);
    grip.addEventListener('pointerup', up);
  };
  return (
    <Box
      onPointerDown={start}
      aria-hidden
      pos="absolute"
      top={0}
      bottom={0}
      left={-3}
      w={6}
      style={{ cursor: 'col-resize', zIndex: 2, touchAction: 'none' }}
    />
  );
}
