import { action, makeObservable, observable } from 'mobx';
import type { SaveStore } from './SaveStore';

/** Longest wait for pending saves before leaving anyway (they stay in browser storage for the next visit). */
export const LEAVE_SAVE_TIMEOUT_MS = 10_000;

/**
 * Leaving an open map (another map from the sidebar, the map list, the account page): when changes are still
 * unsaved, the editor first sends them and shows the global 'Saving Changes...' loader (spec §2.22, §4.2) while
 * it waits; then it goes. A failed or slow save does not trap the user: the changes are kept in storage and sent
 * on the next visit, so the navigation proceeds after the attempt.
 */
export class LeaveGuard {
  /** True while a navigation waits for pending saves (the loader is shown). */
  saving = false;
  private leaving = false;

  constructor(
    private readonly save: Pick<SaveStore, 'pendingChanges' | 'flush'>,
    private readonly timeoutMs = LEAVE_SAVE_TIMEOUT_MS,
  ) {
    makeObservable<LeaveGuard, 'setSaving'>(this, { saving: observable, setSaving: action });
  }

  /** Runs `go` once pending changes are saved (or the attempt is over); a second call while waiting is ignored. */
  async leave(go: () => void): Promise<void> {
    if (this.leaving) return;
    if (!this.save.pendingChanges) return go();
    this.leaving = true;
    this.setSaving(true);
    try {
      await this.save.flush(this.timeoutMs);
    } finally {
      this.setSaving(false);
      this.leaving = false;
    }
    go();
  }

  private setSaving(saving: boolean): void {
    this.saving = saving;
  }
}
