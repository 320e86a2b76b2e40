import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import type { MapEngine } from '@mapa/engine';
import type { EditorStores } from '../EditorContext';
import { addTextAnnotation } from '../drawing/drawingCommands';
import { useLatest } from '../../lib/useLatest';

/**
 * Wires the canvas editing chrome to the mounted engine: remembers the pointer (Ctrl+V pastes there), tracks the
 * hovered node (hover controls) and opens the context menu the engine asks for, where the pointer is.
 */
export function useCanvasTools(stores: EditorStores): void {
  const { t } = useTranslation();
  // The text prompt asks in the current language without re-wiring the engine when it changes.
  const translate = useLatest(t);
  useEffect(() => {
    let detach: (() => void) | null = null;
    const attach = (engine: MapEngine | null) => {
      detach?.();
      detach = null;
      const element = document.querySelector<HTMLElement>('[data-testid="map-canvas"]');
      if (!engine || !element) return;
      const { canvas } = stores;
      canvas.container = element;
      const onMove = (event: PointerEvent) => {
        const rect = element.getBoundingClientRect();
        const screen = { x: event.clientX - rect.left, y: event.clientY - rect.top };
        canvas.pointer = screen;
        if (event.buttons !== 0) return;
        const hit = engine.hitTest(screen);
        canvas.setHoveredNode(hit.kind === 'node' ? hit.id : null);
      };
      const onLeave = () => {
        canvas.pointer = null;
        canvas.setHoveredNode(null);
      };
      element.addEventListener('pointermove', onMove);
      element.addEventListener('pointerleave', onLeave);
      const offMenu = engine.on('contextmenu', (info) => {
        if (info.target.kind === 'image') stores.canvas.setSelectedImage(engine.getSelectedImage());
        // The node menu acts on its node by id: no selecting, so the panel does not open and the canvas stays put.
        canvas.openContextMenu({ target: info.target, screen: info.screen, graph: info.graph });
      });
      const offDown = engine.on('canvasclick', () => canvas.closeContextMenu());
      const offTool = engine.on('toolchange', ({ tool }) =>
        canvas.setDrawTool(tool === 'draw' || tool === 'erase' || tool === 'text' ? tool : null),
      );
      const offText = engine.on('textrequest', ({ graph }) =>
        addTextAnnotation(stores, graph, translate.current('drawing.enterText')),
      );
      const offImage = engine.on('imageselectionchange', ({ id }) => canvas.setSelectedImage(id));
      // A finger's long press is felt where the device can (a menu opens or a box selection starts).
      const offPress = engine.on('longpress', () => navigator.vibrate?.(10));
      engine.setDrawingStyle({
        strokeWidth: canvas.strokeWidth,
        strokeColor: canvas.strokeColor,
        eraserSize: canvas.eraserSize,
      });
      detach = () => {
        element.removeEventListener('pointermove', onMove);
        element.removeEventListener('pointerleave', onLeave);
        offMenu();
        offDown();
        offTool();
        offText();
        offImage();
        offPress();
        canvas.container = null;
      };
    };
    const dispose = reaction(() => stores.ui.engine, attach, { fireImmediately: true });
    return () => {
      dispose();
      detach?.();
    };
  }, [stores, translate]);
}
