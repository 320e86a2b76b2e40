import type { KeyboardEvent, PointerEvent } from 'react';
import { Box } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SidebarStore } from './SidebarStore';

/** The canvas keeps at least this much room when the sidebar is dragged wide. */
const CANVAS_ROOM = 360;
const KEY_STEP = 24;

const maxWidth = () => Math.max(300, window.innerWidth - CANVAS_ROOM);

/**
 * The sidebar's right edge (spec §2.7): drag to resize, release under 60 px to close. Also a focusable separator:
 * Left and Right arrows resize by 24 px.
 */
export const SidebarResizer = observer(function SidebarResizer({ sidebar }: { sidebar: SidebarStore }) {
  const { t } = useTranslation();
  const start = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const grip = event.currentTarget;
    grip.setPointerCapture(event.pointerId);
    // Widths are the whole sidebar's, rail included.
    const left = grip.closest('aside')!.getBoundingClientRect().left;
    const move = (e: globalThis.PointerEvent) => sidebar.resize(e.clientX - left, maxWidth());
    const up = (e: globalThis.PointerEvent) => {
      grip.removeEventListener('pointermove', move);
      grip.removeEventListener('pointerup', up);
      grip.removeEventListener('pointercancel', up);
      sidebar.endResize(e.clientX - left);
    };
    grip.addEventListener('pointermove', move);
    grip.addEventListener('pointerup', up);
    grip.addEventListener('pointercancel', up);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowLeft' ? -KEY_STEP : event.key === 'ArrowRight' ? KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    sidebar.resize(sidebar.width + step, maxWidth());
    sidebar.endResize(sidebar.width);
  };
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label={t('leftSidebar.resize')}
      aria-valuenow={sidebar.width}
      tabIndex={0}
      onPointerDown={start}
      onKeyDown={onKeyDown}
      className="mapa-sidebar-resizer"
      data-testid="sidebar-resizer"
      pos="absolute"
      top={0}
      bottom={0}
      right={-4}
      w={8}
      style={{ cursor: 'col-resize', zIndex: 3, touchAction: 'none' }}
    />
  );
});
