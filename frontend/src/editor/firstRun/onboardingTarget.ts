import type { OnboardingStepId } from './OnboardingStore';

/** Marks a control the onboarding tour points at: spread on the element, `data-onboarding="create-node"`. */
export const onboardingTarget = (id: OnboardingStepId) => ({ 'data-onboarding': id });

/** The selector of a control marked with {@link onboardingTarget}. */
export const onboardingSelector = (id: OnboardingStepId) => `[data-onboarding="${id}"]`;
