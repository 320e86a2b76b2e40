import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { reaction, runInAction } from 'mobx';
import { createMapEngine, type MapEngine } from '@mapa/engine';
import type { EditorStores } from '../EditorContext';
import type { EngineWarmUp } from './engineWarmUp';
import { connectPresence } from '../presence/connectPresence';
import { followCanvasInsets } from '../camera/canvasInsets';

/**
 * Room around the map when fitting, inside what the floating tool bars leave free: the engine keeps clear of the
 * bars themselves (their insets, `followCanvasInsets`).
 */
export const FIT_PADDING = 40;

/** Shows the saved view when the map has one, else fits the whole map without magnifying a small one. */
function initialView(engine: MapEngine, { doc }: EditorStores): void {
  const canvas = doc.state.canvas;
  if (canvas?.zoom && canvas.center) {
    engine.zoomTo(canvas.zoom);
    engine.panTo(canvas.center);
  } else if (doc.state.nodes.size > 0) {
    engine.fit(FIT_PADDING);
    if (engine.getViewport().zoom > 1) engine.zoomTo(1);
  }
}

/** The canvas shows nodes without a title with the node panel's placeholder, in the language of the moment. */
function connectPlaceholder(engine: MapEngine, i18n: I18n): () => void {
  const show = () => engine.setPlaceholderLabel(i18n.t('nodePanel.titlePlaceholder'));
  show();
  i18n.on('languageChanged', show);
  return () => i18n.off('languageChanged', show);
}

/** Wires a mounted engine to the stores; returns the unsubscribe functions. */
function connect(engine: MapEngine, stores: EditorStores, i18n: I18n): Array<() => void> {
  const { doc, ui, versions } = stores;
  return [
    connectPlaceholder(engine, i18n),
    // Every applied change reaches the canvas; a replaced document is loaded whole. While a version from the
    // history is shown the canvas holds that instead, and gets the map back whole when it is left.
    // During a flashcards session the canvas holds the viewer's cards, which `useCardsCanvas` keeps in step.
    doc.subscribe((change) => {
      if (versions.viewing || stores.flashcards.running) return;
      if (change.kind === 'load') engine.load(doc.state);
      else engine.apply(change.tx);
    }),
    reaction(
      () => versions.viewing,
      (viewing) => {
        engine.clearSelection();
        engine.load(viewing ? viewing.state : doc.state);
        if (viewing) {
          engine.fit(FIT_PADDING);
          if (engine.getViewport().zoom > 1) engine.zoomTo(1);
        }
      },
    ),
    // The engine proposes (drag, resize, connect); the store decides and applies.
    engine.on('transaction', (tx) => {
      try {
        doc.apply(tx);
      } catch (error) {
        console.error('Engine transaction refused', error);
        engine.load(doc.state);
      }
    }),
    // One action: observers see the new selection and the panel together, never the moment between.
    engine.on('selectionchange', (selection) =>
      runInAction(() => {
        if (versions.viewing) return; // the version's nodes are not the map's
        doc.setSelection(selection);
        if (selection.nodes.length === 1 && selection.edges.length === 0) ui.openNode(selection.nodes[0]);
        else if (selection.nodes.length !== 1) ui.closePanel();
      }),
    ),
    engine.on('nodeclick', (info) => {
      if (!info.shiftKey && !versions.viewing) ui.openNode(info.target.id);
    }),
    // A double click or a finger's double tap on a node edits its title.
    engine.on('nodedoubleclick', ({ target }) => {
      if (versions.viewing || stores.readOnly || stores.flashcards.running) return;
      runInAction(() => {
        ui.openNode(target.id);
        stores.canvas.focusTitle(target.id);
      });
    }),
    // The text view covers the whole canvas: nothing is drawn meanwhile (a keystroke's frame carries no map), and
    // the map as it is then is drawn on the way back.
    reaction(
      () => ui.viewMode === 'text',
      (covered) => engine.setPaused(covered),
      { fireImmediately: true },
    ),
    engine.on('viewportchange', (viewport) => ui.setZoom(viewport.zoom)),
    engine.on('toolchange', ({ tool }) => {
      if ((tool === 'select' || tool === 'connect') && tool !== ui.tool) ui.setTool(tool);
    }),
  ];
}

/**
 * Browser tests locate nodes on screen through `window.__mapa` (engine + stores); it holds nothing a page script
 * could not already reach through the DOM and the API, so it stays in production builds.
 */
function exposeTestHook(engine: MapEngine | null, stores: EditorStores): void {
  const w = window as unknown as { __mapa?: unknown };
  if (engine) w.__mapa = { engine, documentStore: stores.doc, saveStore: stores.save, uiStore: stores.ui };
  else delete w.__mapa;
}

/**
 * Creates the canvas engine once per map inside `container` (or moves in the one `warmUp` started while the map
 * downloaded), feeds it the document and every change, and destroys it on unmount. Returns the error when the
 * engine could not start (no WebGL, for instance).
 */
export function useMapEngine(
  container: RefObject<HTMLDivElement | null>,
  stores: EditorStores,
  warmUp?: EngineWarmUp,
): Error | null {
  const [error, setError] = useState<Error | null>(null);
  const { i18n } = useTranslation();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let engine: MapEngine | null = null;
    let disposed = false;
    let unsubscribe: Array<() => void> = [];
    const resize = new ResizeObserver(() => engine?.resize());
    const starting = warmUp?.take() ?? createMapEngine(element, { readOnly: stores.readOnly });
    starting
      .then((created) => {
        if (disposed) return created.destroy();
        created.attachTo(element);
        engine = created;
        const view = created;
        // Before the first fit: the tool bars over the canvas are already there, and no node may open under them.
        const insets = followCanvasInsets(element, element.parentElement ?? element, (covered) =>
          view.setViewInsets(covered),
        );
        engine.load(stores.doc.state);
        unsubscribe = [insets, ...connect(engine, stores, i18n)];
        // The document check waits for the map's first frame (see EngineWarmUp.firstFrame), or for the text view
        // covering the canvas: nothing is drawn then, and the frame would wait for the view to be left.
        const drawn = () => warmUp?.drawn();
        void engine.nextFrame().then(drawn);
        unsubscribe.push(
          reaction(
            () => stores.ui.viewMode === 'text',
            (covered) => covered && drawn(),
            { fireImmediately: true },
          ),
        );
        if (stores.presence) unsubscribe.push(...connectPresence(engine, stores.presence, element));
        engine.setTool(stores.ui.tool);
        initialView(engine, stores);
        stores.ui.attachEngine(engine);
        exposeTestHook(engine, stores);
        resize.observe(element);
      })
      .catch((reason: unknown) => {
        console.error('Canvas engine failed to start', reason);
        warmUp?.drawn();
        if (!disposed) setError(reason instanceof Error ? reason : new Error(String(reason)));
      });
    return () => {
      disposed = true;
      resize.disconnect();
      for (const off of unsubscribe) off();
      stores.ui.attachEngine(null);
      exposeTestHook(null, stores);
      engine?.destroy();
      engine = null;
    };
  }, [container, stores, warmUp, i18n]);
  return error;
}
