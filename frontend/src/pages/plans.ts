/** One plan of `/plans` (DESIGN §7: plans are shown; no payment provider is integrated). */
export interface Plan {
  id: 'free' | 'plus' | 'team';
  /** AI credits the plan gives: once on sign-up (free) or each month. */
  credits: number;
  monthly: boolean;
  /** i18n keys of the plan's features, under `plans.features`. */
  features: string[];
}

/** The plans offered. A new user is on Free with 100 credits (DESIGN §7); a chat message or completion costs 1. */
export const PLANS: readonly Plan[] = [
  { id: 'free', credits: 100, monthly: false, features: ['unlimitedMaps', 'sharing', 'aiTrial'] },
  { id: 'plus', credits: 1000, monthly: true, features: ['unlimitedMaps', 'sharing', 'aiMonthly', 'export'] },
  {
    id: 'team',
    credits: 5000,
    monthly: true,
    features: ['unlimitedMaps', 'sharing', 'aiMonthly', 'export', 'teamCredits'],
  },
];
