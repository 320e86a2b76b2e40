import { useEffect, useRef } from 'react';
import { Paper } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { CanvasMenu } from './CanvasMenu';
import { NodeMenu } from './NodeMenu';
import { ImageMenu } from './ImageMenu';

/** The right-click menu over the canvas (spec §2.12): node or canvas items; closes on Escape or outside clicks. */
export const CanvasContextMenu = observer(function CanvasContextMenu() {
  const { t } = useTranslation();
  const { canvas, readOnly } = useEditor();
  const menu = canvas.contextMenu;
  const ref = useRef<HTMLDivElement>(null);
  const close = () => canvas.closeContextMenu();

  useEffect(() => {
    if (!menu) return;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // Colour pickers and file dialogs open in portals: clicks there belong to the menu.
      if (ref.current?.contains(target) || target?.closest?.('.mantine-Popover-dropdown')) return;
      canvas.closeContextMenu();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && canvas.closeContextMenu();
    window.addEventListener('pointerdown', onDown, true);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('keydown', onKey);
    };
  }, [menu, canvas]);

  if (!menu || readOnly || menu.target.kind === 'edge') return null;
  const box = canvas.container?.getBoundingClientRect();
  const left = Math.min(menu.screen.x, (box?.width ?? 9999) - 240);
  const top = Math.min(menu.screen.y, (box?.height ?? 9999) - 320);

  return (
    <Paper
      ref={ref}
      role="menu"
      aria-label={t(`contextMenu.${menu.target.kind}Menu`)}
      shadow="lg"
      radius="md"
      withBorder
      py={4}
      miw={200}
      style={{
        position: 'absolute',
        zIndex: 5,
        left: Math.max(8, left),
        top: Math.max(8, top),
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {menu.target.kind === 'node' ? (
        <NodeMenu key={menu.target.id} nodeId={menu.target.id} onClose={close} />
      ) : menu.target.kind === 'image' ? (
        <ImageMenu key={menu.target.id} imageId={menu.target.id} onClose={close} />
      ) : (
        <CanvasMenu onClose={close} at={menu.graph} />
      )}
    </Paper>
  );
});
