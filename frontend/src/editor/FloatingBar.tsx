import type { CSSProperties, ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** A rounded, softly shadowed toolbar floating over the canvas. */
export function FloatingBar({
  children,
  label,
  style,
  direction = 'row',
}: {
  children: ReactNode;
  label: string;
  style: CSSProperties;
  direction?: 'row' | 'column';
}) {
  return (
    <Paper
      role="toolbar"
      aria-label={label}
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
