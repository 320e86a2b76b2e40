import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { OnboardingOutcome } from '@mapa/model';

/** The tour's steps in the spec's order (§2.22); a step whose control does not exist here is left out. */
export const ONBOARDING_STEP_IDS = [
  'create-node',
  'node-content',
  'ai-assistant',
  'messages',
  'presentation',
  'share',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** One step of a running tour: what it points at and what it shows first. */
export interface OnboardingStep {
  id: OnboardingStepId;
  /** CSS selector of the control the step points at. */
  target: string;
  /** Brings the control on screen (e.g. opens the node panel) when the step is shown. */
  prepare?: () => void;
}

/**
 * The onboarding tour of one open map (spec §2.22): the steps that apply here, the one shown, and how the tour
 * ended. Back / Next move between steps; Next on the last step finishes; Skip ends it at once.
 */
export class OnboardingStore {
  steps: readonly OnboardingStep[] = [];
  index = 0;
  active = false;
  /** How many times a tour started on this map: the automatic start happens at most once. */
  runs = 0;
  private onEnd: (outcome: OnboardingOutcome) => void = () => {};

  constructor() {
    makeObservable<OnboardingStore, 'end'>(this, {
      steps: observableRef,
      index: observable,
      active: observable,
      runs: observable,
      current: computed,
      start: action,
      next: action,
      back: action,
      skip: action,
      finish: action,
      end: action,
    });
  }

  /** The step on screen, or null when no tour runs. */
  get current(): OnboardingStep | null {
    return this.active ? (this.steps[this.index] ?? null) : null;
  }

  /** 1-based place of the current step, for the 'n of m' counter. */
  get position(): number {
    return this.index + 1;
  }

  get total(): number {
    return this.steps.length;
  }

  get isFirst(): boolean {
    return this.index === 0;
  }

  get isLast(): boolean {
    return this.index === this.steps.length - 1;
  }

  /**
   * Starts a tour over `steps` (already filtered to what exists here); `onEnd` hears how it ended. Nothing happens
   * with no steps or while a tour already runs.
   */
  start(steps: readonly OnboardingStep[], onEnd: (outcome: OnboardingOutcome) => void): boolean {
    if (this.active || steps.length === 0) return false;
    this.steps = steps;
    this.index = 0;
    this.active = true;
    this.runs += 1;
    this.onEnd = onEnd;
    this.steps[0].prepare?.();
    return true;
  }

  /** The next step; on the last one, finishes. */
  next(): void {
    if (!this.active) return;
    if (this.isLast) return this.finish();
    this.index += 1;
    this.steps[this.index].prepare?.();
  }

  back(): void {
    if (!this.active || this.isFirst) return;
    this.index -= 1;
    this.steps[this.index].prepare?.();
  }

  skip(): void {
    this.end('skipped');
  }

  finish(): void {
    this.end('finished');
  }

  private end(outcome: OnboardingOutcome): void {
    if (!this.active) return;
    this.active = false;
    this.steps = [];
    this.index = 0;
    const onEnd = this.onEnd;
    this.onEnd = () => {};
    onEnd(outcome);
  }
}
