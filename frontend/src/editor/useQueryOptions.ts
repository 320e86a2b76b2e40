import { useEffect, useEffectEvent } from 'react';
import { when } from 'mobx';
import { useSearchParams } from 'react-router';
import type { EditorStores } from './EditorContext';

/**
 * The editor's query parameters (spec §2.1): `node={nodeId}` opens that node once the canvas is up;
 * `hideNavbar=true` hides the top bar (embeds). Returns whether the top bar is shown. `presentationMode=true` leaves
 * the navigator out (`useNavigatorPlace`) and starts presentation mode (`presentation/usePresentation.ts`);
 * `onboarding=true` (the onboarding tour) is accepted and does nothing more until it exists.
 */
export function useQueryOptions({ doc, ui }: EditorStores): { showTopBar: boolean } {
  const [params] = useSearchParams();
  const nodeId = params.get('node');
  // The address is read when the map opens only: later changes of it do not move the view.
  const openAskedNode = useEffectEvent(() => {
    if (!nodeId || !doc.state.getNode(nodeId)) return;
    ui.openNode(nodeId);
    return when(
      () => ui.engine !== null,
      () => {
        ui.engine!.select({ nodes: [nodeId], edges: [] });
        ui.engine!.focusNode(nodeId);
      },
    );
  });
  useEffect(() => openAskedNode(), [doc, ui]);
  return { showTopBar: params.get('hideNavbar') !== 'true' };
}
