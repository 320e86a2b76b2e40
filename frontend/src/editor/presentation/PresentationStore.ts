import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { presentationSteps, stepIndexFromParam, type MapState } from '@mapa/model';

/**
 * A running presentation (spec §4.8, issue 13): whether it is on, its steps (node ids) and the current one, and
 * the screen blanked (B) or the laser pointer (K). It only keeps state; the editor turns it into camera moves,
 * the read-only canvas and the URL. The steps are read from the document when the presentation starts and again
 * after every change of the document ({@link refresh}), so an edited step list or a deleted node shows at once.
 */
export class PresentationStore {
  active = false;
  steps: readonly string[] = [];
  /** The current step's index; -1 while the map has no steps. */
  index = -1;
  blank = false;
  laser = false;
  /** The speaker view (S) is open in a second window. */
  speaker = false;
  /** When the presentation started (ms since the epoch): the speaker view's timer counts from it. */
  startedAt = 0;

  constructor(
    private readonly state: () => MapState,
    private readonly clock: () => number = Date.now,
  ) {
    makeObservable(this, {
      active: observable,
      steps: observableRef,
      index: observable,
      blank: observable,
      laser: observable,
      speaker: observable,
      startedAt: observable,
      currentNodeId: computed,
      nextNodeId: computed,
      enter: action,
      leave: action,
      goTo: action,
      next: action,
      previous: action,
      first: action,
      last: action,
      toggleBlank: action,
      toggleLaser: action,
      setSpeaker: action,
      refresh: action,
    });
  }

  /** The node of the current step, or null (not presenting, or no steps). */
  get currentNodeId(): string | null {
    return this.active ? (this.steps[this.index] ?? null) : null;
  }

  /** The node of the step after the current one (the speaker view's "Next"), or null at the end. */
  get nextNodeId(): string | null {
    return this.active ? (this.steps[this.index + 1] ?? null) : null;
  }

  /**
   * Starts at the step a `?step=N` value names (1-based; see `stepIndexFromParam`), the first one without it; the
   * timer from `startedAt` when a talk is resumed (the presenting window reloaded), from now otherwise.
   */
  enter(stepParam?: string | null, startedAt?: number | null): void {
    this.steps = presentationSteps(this.state());
    this.index = stepIndexFromParam(stepParam, this.steps.length);
    this.active = true;
    this.blank = false;
    this.laser = false;
    this.startedAt = startedAt ?? this.clock();
  }

  leave(): void {
    this.active = false;
    this.blank = false;
    this.laser = false;
    this.speaker = false;
  }

  /** Goes to step `index`, clamped to the steps; a blanked screen comes back, as it does in slide tools. */
  goTo(index: number): void {
    if (!this.active || this.steps.length === 0) return;
    this.index = Math.max(0, Math.min(index, this.steps.length - 1));
    this.blank = false;
  }

  next(): void {
    this.goTo(this.index + 1);
  }

  previous(): void {
    this.goTo(this.index - 1);
  }

  first(): void {
    this.goTo(0);
  }

  last(): void {
    this.goTo(this.steps.length - 1);
  }

  toggleBlank(): void {
    if (this.active) this.blank = !this.blank;
  }

  toggleLaser(): void {
    if (this.active) this.laser = !this.laser;
  }

  /** Opens or closes the speaker view (only while presenting; closing its window closes it too). */
  setSpeaker(open: boolean): void {
    this.speaker = open && this.active;
  }

  /**
   * Re-reads the steps after the document changed. The current node stays current when it is still a step
   * (steps moved around it); when it was removed the presentation stays at the same place in the list.
   */
  refresh(): void {
    if (!this.active) return;
    const current = this.currentNodeId;
    this.steps = presentationSteps(this.state());
    const kept = current === null ? -1 : this.steps.indexOf(current);
    if (kept >= 0) this.index = kept;
    else this.index = this.steps.length === 0 ? -1 : Math.max(0, Math.min(this.index, this.steps.length - 1));
  }
}
