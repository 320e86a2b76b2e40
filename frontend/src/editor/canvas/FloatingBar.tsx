import type { CSSProperties, ReactNode, Ref } from 'react';
import { Paper } from '@mantine/core';
import { canvasInset, type CanvasEdge } from '../camera/canvasInsets';

/**
 * A rounded, softly shadowed toolbar fixed over the canvas. It is an obstacle: bars that follow a node (selection
 * bar, hover controls, hover preview) keep off it. A bar kept to an `edge` of the canvas also keeps Fit and the
 * camera's focus off that edge (`canvasInset`).
 */
export function FloatingBar({
  children,
  label,
  style,
  direction = 'row',
  ref,
  className,
  edge,
}: {
  children: ReactNode;
  label: string;
  style: CSSProperties;
  direction?: 'row' | 'column';
  ref?: Ref<HTMLDivElement>;
  className?: string;
  edge?: CanvasEdge;
}) {
  return (
    <Paper
      ref={ref}
      className={className}
      role="toolbar"
      aria-label={label}
      data-canvas-obstacle
      {...(edge ? canvasInset(edge) : {})}
      aria-orientation={direction === 'row' ? 'horizontal' : 'vertical'}
      shadow="md"
      radius="lg"
      p={6}
      withBorder
      style={{
        position: 'absolute',
        zIndex: 1,
        display: 'flex',
        flexDirection: direction,
        alignItems: 'center',
        gap: 4,
        ...style,
      }}
    >
      {children}
    </Paper>
  );
}
