import type { OnboardingOutcome } from '@mapa/model';

/** What decides whether the onboarding tour starts now (spec §2.22). */
export interface TourConditions {
  /** The address asks for it (`?onboarding=true`). */
  requested: boolean;
  /** The signed-in account, or null for a visitor. */
  user: { default_view_mode?: string | null; onboarding?: OnboardingOutcome | null } | null;
  /** Tours already run on this visit. */
  runs: number;
  readOnly: boolean;
  viewMode: 'mindmap' | 'text' | 'flashcards';
  engineReady: boolean;
  /** The user owns this map and it can be saved (not the demo map). */
  ownSavedMap: boolean;
  /** A phone-sized screen: the tour's controls are elsewhere or absent there. */
  phone: boolean;
}

/**
 * Whether the tour starts: on a desktop, in the mind-map view once the engine is up, at most once per visit, after
 * the view-mode modal was answered; when asked by the address, or by itself for an account that has neither
 * finished nor skipped it, on a map of its own.
 */
export function tourDue(c: TourConditions): boolean {
  if (c.phone) return false;
  if (c.user && !c.user.default_view_mode) return false;
  if (c.runs > 0 || c.readOnly || c.viewMode !== 'mindmap' || !c.engineReady) return false;
  if (c.requested) return true;
  return c.user !== null && !c.user.onboarding && c.ownSavedMap;
}
