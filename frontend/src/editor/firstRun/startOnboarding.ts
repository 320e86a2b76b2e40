import type { OnboardingOutcome } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { onboardingSteps } from './onboardingSteps';
import { welcomeNodeTransaction, type WelcomeText } from './welcomeNode';

/** What starting the tour needs from around the editor. */
export interface OnboardingContext {
  /** The sample node's words, in the interface's language. */
  welcome: WelcomeText;
  /** Hears how the tour ended (saved on the account). */
  remember: (outcome: OnboardingOutcome) => void;
}

/**
 * The node the tour opens the node panel on: on an empty map, a sample node with the welcome text made for the
 * occasion (one typed transaction, spec §2.22); else the open, selected or first node, so a tour restarted on a
 * map with work in it adds nothing to it.
 */
function tourNode(stores: EditorStores, welcome: WelcomeText): string {
  const { doc, ui } = stores;
  const existing = doc.activeNodeId ?? doc.selection.nodes[0] ?? doc.state.nodes.keys().next().value;
  if (existing !== undefined) return existing;
  const center = ui.engine?.getViewport().center ?? { x: 0, y: 0 };
  const { tx, nodeId } = welcomeNodeTransaction(doc.state, center, welcome);
  doc.apply(tx);
  return nodeId;
}

/** Starts the onboarding tour on this map (not for readers, nor over a running tour); returns whether it started. */
export function startOnboarding(stores: EditorStores, context: OnboardingContext): boolean {
  if (stores.readOnly || stores.onboarding.active) return false;
  const nodeId = tourNode(stores, context.welcome);
  return stores.onboarding.start(onboardingSteps(stores, nodeId), context.remember);
}
