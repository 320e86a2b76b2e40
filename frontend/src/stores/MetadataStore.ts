import { ApiError } from '../api/ApiError';
import type { MapsApi } from '../api';

/** Spec §4.2 / §9: title and description changes are sent debounced by 1.5 s. */
export const METADATA_DEBOUNCE_MS = 1500;

/** Why a metadata change was not saved. */
export type MetadataFailure = { kind: 'notSignedIn' } | { kind: 'error'; error: unknown };

export interface MetadataStoreOptions {
  /** False for readers and the demo map: nothing is sent. */
  enabled: boolean;
  debounceMs?: number;
  /** Told when a change could not be saved; `previous` is the last saved value, to put back. */
  onFailure: (failure: MetadataFailure, previous: { title?: string; description?: string }) => void;
}

/**
 * Sends a map's title and description (`POST /api/s3/updateTreeMetadata`) 1.5 s after the last change, or at
 * once on `flush` (blur, leaving the editor). Only the latest value of each field is sent.
 */
export class MetadataStore {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private next: { title?: string; description?: string } = {};
  private saved: { title?: string; description?: string };

  constructor(
    private readonly api: Pick<MapsApi, 'updateMetadata'>,
    private readonly map: { id: string; owner: string; title: string; description?: string },
    private readonly options: MetadataStoreOptions,
  ) {
    this.saved = { title: map.title, description: map.description };
  }

  setTitle(title: string): void {
    this.change({ title });
  }

  setDescription(description: string): void {
    this.change({ description });
  }

  /** Sends what is waiting now; resolves when the server answered (or nothing was waiting). */
  async flush(): Promise<void> {
    this.clearTimer();
    const change = this.next;
    this.next = {};
    if (!this.options.enabled || Object.keys(change).length === 0) return;
    const previous = { ...this.saved };
    try {
      await this.api.updateMetadata({
        id: this.map.id,
        owner: this.map.owner,
        ...(change.title === undefined ? {} : { treeTitle: change.title }),
        ...(change.description === undefined ? {} : { description: change.description }),
      });
      this.saved = { ...this.saved, ...change };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        this.options.onFailure({ kind: 'notSignedIn' }, previous);
      else this.options.onFailure({ kind: 'error', error }, previous);
    }
  }

  dispose(): void {
    void this.flush();
  }

  private change(change: { title?: string; description?: string }): void {
    if (!this.options.enabled) return;
    this.next = { ...this.next, ...change };
    this.clearTimer();
    this.timer = setTimeout(() => void this.flush(), this.options.debounceMs ?? METADATA_DEBOUNCE_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
