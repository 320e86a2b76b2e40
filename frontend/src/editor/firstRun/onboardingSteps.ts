import { runInAction } from 'mobx';
import type { EditorStores } from '../EditorContext';
import { aiNodeActionsShown } from '../ai/aiNodeActionsShown';
import { railButtonId } from '../leftSidebar/SidebarRail';
import type { Side } from './tourPlacement';
import { onboardingSelector } from './onboardingTarget';
import { ONBOARDING_STEP_IDS, type OnboardingStep, type OnboardingStepId } from './OnboardingStore';

/** Where each step's card sits beside its control, first choice first. */
export const STEP_SIDES: Record<OnboardingStepId, readonly Side[]> = {
  'create-node': ['top'],
  'node-content': ['left'],
  'ai-assistant': ['left', 'bottom'],
  messages: ['right'],
  presentation: ['right'],
  share: ['right'],
};

/** The left sidebar tab each rail step points at. */
const RAIL_TABS: Partial<Record<OnboardingStepId, string>> = {
  messages: 'messages',
  presentation: 'presentation',
  share: 'share',
};

/**
 * The tour's steps that apply on this map, in the spec's order (§2.22): a step whose control is not built or not
 * shown to this user here (the presentation tab until it exists, the share tab on a map someone else owns) is left
 * out, so the counter counts only what the user will see. `nodeId` is the node whose panel the content and AI steps
 * show. Desktop only: the tour does not run on phones.
 */
export function onboardingSteps(stores: EditorStores, nodeId: string): OnboardingStep[] {
  const { ui, canvas, doc } = stores;
  // The rail shows exactly the tabs this user has here (its registry decides); asking the registry itself from
  // here would import every tab's module, the info tab's among them, which imports the tour back.
  const onRail = (tab: string) => document.getElementById(railButtonId(tab)) !== null;
  const showNode = () =>
    runInAction(() => {
      canvas.setPanelTab('node');
      if (doc.activeNodeId !== nodeId) {
        ui.engine?.select({ nodes: [nodeId], edges: [] });
        ui.openNode(nodeId);
        // Brought to the middle of the canvas the panel leaves, at the zoom the user has (focus's own is 0.4).
        const engine = ui.engine;
        engine?.focusNode(nodeId, engine.getViewport().zoom);
      }
    });
  const available: Record<OnboardingStepId, boolean> = {
    'create-node': !stores.readOnly,
    'node-content': doc.state.getNode(nodeId) !== undefined,
    'ai-assistant': doc.state.getNode(nodeId) !== undefined && aiNodeActionsShown(stores),
    messages: onRail('messages'),
    presentation: onRail('presentation'),
    share: onRail('share'),
  };
  return ONBOARDING_STEP_IDS.filter((id) => available[id]).map((id) => {
    const tab = RAIL_TABS[id];
    if (tab) return { id, target: `#${railButtonId(tab)}` };
    if (id === 'create-node') {
      return { id, target: onboardingSelector(id), prepare: () => canvas.setToolbarHidden(false) };
    }
    return { id, target: onboardingSelector(id), prepare: showNode };
  });
}
