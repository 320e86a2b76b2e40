import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { Paper } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../EditorContext';
import { CanvasMenu } from './CanvasMenu';
import { NodeMenu } from './NodeMenu';
import { ImageMenu } from './ImageMenu';
import { MAP_CANVAS_SELECTOR } from '../canvas/MapCanvas';
import { useFocusReturn } from '../accessibility/useFocusReturn';

/** ↑/↓/Home/End move the focus among the menu's items, wrapping around (WAI-ARIA menu pattern). */
function moveFocus(event: ReactKeyboardEvent<HTMLDivElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next: Record<string, number> = {
    ArrowDown: (at + 1) % items.length,
    ArrowUp: (at - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  if (items.length === 0 || !(event.key in next)) return;
  event.preventDefault();
  event.stopPropagation(); // the canvas's arrows must not also move the selection
  items[next[event.key]].focus();
}

/** The right-click menu over the canvas (spec §2.12): node or canvas items; closes on Escape or outside clicks. */
export const CanvasContextMenu = observer(function CanvasContextMenu() {
  const { canvas, readOnly } = useEditor();
  const menu = canvas.contextMenu;
  const ref = useRef<HTMLDivElement>(null);

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
  return <MenuBox key={`${menu.target.kind}-${menu.screen.x}-${menu.screen.y}`} boxRef={ref} />;
});

/** The open menu; opened from the keyboard its first item takes the focus, which goes back when it closes. */
const MenuBox = observer(function MenuBox({ boxRef: ref }: { boxRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const { canvas } = useEditor();
  const menu = canvas.contextMenu!;
  const close = () => canvas.closeContextMenu();
  useFocusReturn(() => document.querySelector<HTMLElement>(MAP_CANVAS_SELECTOR));
  useEffect(() => {
    if (menu.keyboard) ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu, ref]);
  const box = canvas.container?.getBoundingClientRect();
  const left = Math.min(menu.screen.x, (box?.width ?? 9999) - 240);
  const top = Math.min(menu.screen.y, (box?.height ?? 9999) - 320);

  return (
    <Paper
      ref={ref}
      role="menu"
      aria-label={t(`contextMenu.${menu.target.kind}Menu`)}
      onKeyDown={(event) => {
        // Escape inside the menu closes only the menu: the selection stays (the focus goes back to it).
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        } else moveFocus(event);
      }}
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
