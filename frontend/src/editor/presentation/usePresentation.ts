import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { reaction, when } from 'mobx';
import { useLocation, useSearchParams } from 'react-router';
import { childIds, drillInNodes, pulsesInPresentation, stepParam, type MapState } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { isInDialog, isTypingTarget } from '../commands/shortcuts';
import { presentationKeyAction } from './presentationKeys';
import { usePresenterChannel } from './usePresenterChannel';
import { forgetTalkStart, keepTalkStart, keptTalkStart } from './talkStart';

/** Padding (screen px) around a step's node and children: room for the tool bar at the bottom. */
const STEP_PADDING = 96;
/** A step never zooms closer than this, so a lone leaf stays a readable card rather than filling the screen. */
const STEP_MAX_ZOOM = 1.5;

/**
 * Starts a presentation: read-only canvas, the whole map fitted, then the first (or the URL's) step. `resume`
 * (the address opened with the page, i.e. a reload) carries on the talk this tab was giving, its timer included.
 */
export function startPresentation(
  { ui, doc, presentation, map }: EditorStores,
  step?: string | null,
  resume = false,
): void {
  ui.setPresenting(true);
  ui.engine?.fit();
  ui.engine?.setPulsingNodes(pulsingNodes(doc.state));
  presentation.enter(step, resume ? keptTalkStart(map.id) : null);
  keepTalkStart(map.id, presentation.startedAt);
}

/** Leaves the presentation: editing as before (for those who may edit) and the whole map in view. */
export function stopPresentation({ ui, presentation, map }: EditorStores): void {
  presentation.leave();
  forgetTalkStart(map.id);
  ui.engine?.setPulsingNodes([]);
  ui.engine?.setViewFilter(null);
  ui.setPresenting(false);
  ui.closePanel();
  ui.engine?.fit();
}

/**
 * Presentation mode in the editor (spec §2.1, §4.8; issue 13): `?presentationMode=true` (with `&step=N`) starts
 * it once the canvas is up; each step moves the camera to its node and children, opens the node (read-only) and
 * writes `step=N` into the address, so the URL reopens the step; the keys of `presentationKeys.ts` drive it.
 */
export function usePresentation(stores: EditorStores): void {
  const [params, setParams] = useSearchParams();
  // Each history entry's own key: Back to an entry with the same address as the last one rendered still counts.
  const entry = useLocation().key;
  const { ui, doc, presentation } = stores;

  // The address is read when the map opens only: the presentation rewrites it itself afterwards.
  const askedStep = useEffectEvent(() =>
    params.get('presentationMode') === 'true' ? params.get('step') : undefined,
  );
  useEffect(() => {
    const step = askedStep();
    if (step === undefined) return;
    return when(
      () => stores.ui.engine !== null,
      () => startPresentation(stores, step, true),
    );
  }, [stores]);

  useEffect(
    () =>
      reaction(
        () => stores.presentation.currentNodeId,
        (id) => {
          if (id === null) return;
          stores.ui.openNode(id);
          stores.ui.engine?.select({ nodes: [id], edges: [] });
        },
      ),
    [stores],
  );

  // A description edited elsewhere while presenting starts or stops its node's pulse.
  useEffect(
    () =>
      stores.doc.subscribe(() => {
        const { doc, ui, presentation } = stores;
        if (!presentation.active) return;
        ui.engine?.setPulsingNodes(pulsingNodes(doc.state));
        // A child added or removed elsewhere shows or goes at once.
        const id = presentation.currentNodeId;
        if (id !== null) ui.engine?.setViewFilter(drillInNodes(doc.state, id));
      }),
    [stores],
  );

  // Each step drills in: only the path from the root, the node and its children are drawn (a view filter, so
  // readers and visitors can present; nothing is written). The camera moves once the node panel the step opened
  // is laid out: the canvas beside it is narrower then, and the engine is told its new size first (its own
  // ResizeObserver would hear of it only after this fit).
  const current = presentation.currentNodeId;
  const panelOpen = ui.panelOpen;
  useLayoutEffect(() => {
    if (current === null || !ui.engine) return;
    ui.engine.setViewFilter(drillInNodes(doc.state, current));
    ui.engine.resize();
    ui.engine.focusNodes([current, ...childIds(doc.state, current)], STEP_PADDING, STEP_MAX_ZOOM);
  }, [current, panelOpen, ui, doc]);

  // The address follows from a render, not from the reaction above: opening the node pushes a history entry
  // (`useBackClosesPanel`) from the location React last rendered, which would drop a step written before it.
  // It is written again whenever the location changes (Back after closing the node restores an older entry).
  const active = presentation.active;
  const index = presentation.index;
  const search = params.toString();
  // Until a presentation has run, the address is left alone (`?presentationMode=true` waits for the canvas).
  const presented = useRef(false);
  useEffect(() => {
    if (active) presented.current = true;
    if (!presented.current) return;
    const next = new URLSearchParams(search);
    if (active) {
      next.set('presentationMode', 'true');
      if (index >= 0) next.set('step', stepParam(index));
    } else {
      next.delete('presentationMode');
      next.delete('step');
    }
    if (next.toString() !== search) setParams(next, { replace: true });
  }, [active, index, search, entry, setParams]);

  usePresenterChannel(stores);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => onPresentationKey(stores, event);
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [stores]);
}

/**
 * Acts on a key pressed while presenting (the speaker view's arrive as commands, see `usePresenterChannel`). Taken in the capture phase,
 * so the editor's own arrows and Escape do not act as well.
 */
export function onPresentationKey(stores: EditorStores, event: KeyboardEvent): void {
  const { presentation, keyboard } = stores;
  // A dialog (the keys help) takes the keys while it is open: Escape closes it rather than the presentation. Its own
  // Escape handler may already have closed it by now (listeners on window run in the order they were added), but
  // the key was pressed inside it.
  if (!presentation.active || keyboard.helpOpen || isInDialog(event.target) || isTypingTarget(event.target))
    return;
  const action = presentationKeyAction(event);
  if (!action) return;
  event.preventDefault();
  event.stopPropagation();
  if (action === 'next') presentation.next();
  else if (action === 'previous') presentation.previous();
  else if (action === 'first') presentation.first();
  else if (action === 'last') presentation.last();
  else if (action === 'leave') stopPresentation(stores);
  else if (action === 'blank') presentation.toggleBlank();
  else if (action === 'laser') presentation.toggleLaser();
  else if (action === 'speakerView') presentation.setSpeaker(!presentation.speaker);
  else if (action === 'fullscreen') toggleFullscreen();
  else if (action === 'help') keyboard.setHelpOpen(true);
}

/** The nodes whose border pulses while presenting (spec §4.8: a description longer than 15 characters). */
export function pulsingNodes(state: MapState): string[] {
  const ids: string[] = [];
  for (const [id, node] of state.nodes) if (pulsesInPresentation(node)) ids.push(id);
  return ids;
}

function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
  else void document.documentElement.requestFullscreen?.().catch(() => {});
}
