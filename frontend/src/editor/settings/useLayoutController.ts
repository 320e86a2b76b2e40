import { useEffect } from 'react';
import { reaction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { findTemplate } from '@mapa/engine';
import type { EditorStores } from '../EditorContext';
import { FIT_PADDING } from '../canvas/useMapEngine';
import { LayoutController } from './LayoutController';
import { showAutoPositioningToast } from './AutoPositioningToast';
import { useLatest } from '../../lib/useLatest';

const controllers = new WeakMap<EditorStores, LayoutController>();

/** The layout controller of an open map (null before the editor mounted it). */
export function layoutControllerOf(stores: EditorStores): LayoutController | null {
  return controllers.get(stores) ?? null;
}

/**
 * Creates the map's {@link LayoutController}, connects it to the engine's layout worker once the engine is up,
 * and fits the view when a chosen template has moved into place.
 */
export function useLayoutController(stores: EditorStores): void {
  const { t } = useTranslation();
  // The toast reads the current language when it opens; a language switch must not rebuild the controller.
  const translate = useLatest(t);
  useEffect(() => {
    let fitTimer: ReturnType<typeof setTimeout> | undefined;
    const controller: LayoutController = new LayoutController(stores.doc, {
      // Read at each use: a big map is read-only only while its check runs (loadMap), then editable.
      get readOnly() {
        return stores.readOnly;
      },
      onAutoPositioningToast: () => showAutoPositioningToast(controller, translate.current),
      onApplied: (name) => {
        const template = findTemplate(name);
        clearTimeout(fitTimer);
        // Fit once the nodes have arrived: the animation runs for at most the template's longest duration.
        fitTimer = setTimeout(
          () => stores.ui.engine?.fit(template?.fitPadding ?? FIT_PADDING),
          (template?.animationMs[1] ?? 800) + 50,
        );
      },
      viewportWidth: () => window.innerWidth,
    });
    controllers.set(stores, controller);
    const dispose = reaction(
      () => stores.ui.engine,
      // The engine lays out what it shows: during a flashcards session that is the viewer's cards, not the map, so
      // nothing is proposed then (the cards' row must never reach the document).
      (engine) =>
        controller.attach(
          engine
            ? (name, _state, options) =>
                stores.flashcards.running ? Promise.resolve(null) : engine.layout(name, options)
            : null,
        ),
      { fireImmediately: true },
    );
    return () => {
      clearTimeout(fitTimer);
      dispose();
      controller.destroy();
      controllers.delete(stores);
    };
  }, [stores, translate]);
}
