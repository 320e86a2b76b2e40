import { useEffect, useState } from 'react';
import { reaction } from 'mobx';
import { useLocation, useSearchParams } from 'react-router';
import { mapViewNodes, SearchIndex } from '@mapa/model';
import type { EditorStores } from '../EditorContext';

/** The address parameter of a focused branch: `?focus={nodeId}`. */
export const FOCUS_PARAM = 'focus';

/**
 * Draws the map's view (`MapViewStore`, issue 36) through the engine: a focused branch as the engine's view
 * filter (the rest hidden, never removed), the filter's misses dimmed (`setDimmedNodes`) or left out of that
 * view filter. Follows every applied transaction (a child added to the focused branch shows at once), steps aside
 * while a presentation drills in (it owns the view filter then), and keeps `?focus=` in the address: a reload or
 * a shared link opens the branch focused; a focus on a node that is gone is left.
 */
export function useMapView(stores: EditorStores): void {
  const [params, setParams] = useSearchParams();
  // Each history entry's own key: closing a menu or panel goes Back to an entry without the focus in it.
  const entry = useLocation().key;
  const { mapView } = stores;

  // The address is read when the map opens (a reload, a shared link); the store writes it from then on.
  const [focusId, setFocusId] = useState(() => {
    const asked = params.get(FOCUS_PARAM);
    if (asked !== null && mapView.focusId === null) mapView.focus(asked);
    return mapView.focusId;
  });
  useEffect(() => reaction(() => mapView.focusId, setFocusId), [mapView]);
  // Written again whenever the location changes, as the presentation's step is (see `usePresentation`).
  const search = params.toString();
  useEffect(() => {
    const next = new URLSearchParams(search);
    if (focusId === null) next.delete(FOCUS_PARAM);
    else next.set(FOCUS_PARAM, focusId);
    if (next.toString() !== search) setParams(next, { replace: true });
  }, [focusId, search, entry, setParams]);

  useEffect(() => {
    const { doc, ui, presentation } = stores;
    // The text part of the filter asks the search index (built when first needed, kept in step with edits).
    let index: SearchIndex | null = null;
    // What was drawn last: a view left alone stays untouched (the engine's filter may be another's), and the
    // camera fits the branch only when the focus changed.
    let drawnFocus: string | null = null;
    let drawnSomething = false;
    let drawnShown: readonly string[] | null = null;
    let drawnDimmed: readonly string[] = [];
    const draw = () => {
      const engine = ui.engine;
      if (!engine) return;
      if (presentation.active) {
        // The presentation's drill-in owns the filter; afterwards the view is drawn and fitted again.
        drawnFocus = null;
        drawnSomething = true;
        drawnShown = null;
        return;
      }
      const { focusId, filter, hide } = mapView;
      if (focusId !== null && !doc.state.nodes.has(focusId)) {
        mapView.leaveFocus();
        return;
      }
      const active = focusId !== null || mapView.filtering;
      if (!active && !drawnSomething) return;
      const text = filter.text.trim();
      if (text !== '') index ??= new SearchIndex(doc.state);
      const matches = text === '' || !index ? undefined : new Set(index.nodesContaining(text));
      const view = mapViewNodes(doc.state, { focus: focusId, filter, hide }, matches);
      // Only what changed: a view filter set again, even to null, re-reads the whole scene.
      if (!sameIds(view.shown, drawnShown)) engine.setViewFilter(view.shown);
      if (!sameIds(view.dimmed, drawnDimmed)) engine.setDimmedNodes(view.dimmed);
      drawnShown = view.shown;
      drawnDimmed = view.dimmed;
      if (focusId !== drawnFocus) engine.fit();
      drawnFocus = focusId;
      drawnSomething = active;
    };
    const offDoc = doc.subscribe((change) => {
      if (change.kind === 'load') index = null;
      else index?.update(change.tx.ops);
      draw();
    });
    const offFocus = reaction(
      () => [mapView.focusId, ui.engine, presentation.active] as const,
      // After the action that changed it has run to its end (leaving a presentation resets the filter last).
      () => queueMicrotask(draw),
      { fireImmediately: true },
    );
    const offFilter = reaction(
      () => [mapView.filter, mapView.hide] as const,
      () => draw(),
    );
    return () => {
      offDoc();
      offFocus();
      offFilter();
    };
  }, [stores, mapView]);
}

function sameIds(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
