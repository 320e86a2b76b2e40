import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { documentChange, MapState, newId, type MapVersionInfo } from '@mapa/model';
import type { VersionsApi } from '../../api';
import type { DocumentStore } from '../../stores/DocumentStore';
import type { UiStore } from '../../stores/UiStore';

/** A version shown on the canvas instead of the map. */
export interface ViewedVersion {
  info: MapVersionInfo;
  state: MapState;
}

/**
 * The version history of the open map (issue #16): the kept versions, the one shown read-only on the canvas, and
 * restoring one as a single `version.restored` transaction, which the save store sends like any edit (so it is
 * pushed to collaborators and undone like any edit; nothing in the history is rewritten).
 */
export class VersionsStore {
  versions: MapVersionInfo[] | null = null;
  loading = false;
  /** The last failure to list or open a version (an Error's message or code), cleared by the next success. */
  error: unknown = null;
  viewing: ViewedVersion | null = null;
  /** The id of the version being fetched to be shown. */
  opening: string | null = null;
  private listRequest = 0;

  constructor(
    private readonly api: VersionsApi,
    private readonly mapId: string,
    private readonly doc: DocumentStore,
    private readonly ui: UiStore,
  ) {
    makeObservable(this, {
      versions: observableRef,
      loading: observable,
      error: observableRef,
      viewing: observableRef,
      opening: observable,
      exitView: action,
      restore: action,
    });
  }

  /** Fetches the list again (the newest answer wins when calls overlap). */
  async refresh(): Promise<void> {
    const request = ++this.listRequest;
    runInAction(() => (this.loading = true));
    try {
      const versions = await this.api.list(this.mapId);
      if (request !== this.listRequest) return;
      runInAction(() => {
        this.versions = versions;
        this.error = null;
      });
    } catch (error) {
      if (request === this.listRequest) runInAction(() => (this.error = error));
    } finally {
      if (request === this.listRequest) runInAction(() => (this.loading = false));
    }
  }

  /** Shows `info`'s document on the canvas, read-only, until {@link exitView} or {@link restore}. */
  async view(info: MapVersionInfo): Promise<void> {
    runInAction(() => (this.opening = info.id));
    try {
      const document = await this.api.document(this.mapId, info.id);
      if (this.opening !== info.id) return; // another version was chosen meanwhile
      runInAction(() => {
        this.viewing = { info, state: MapState.fromDocument(document) };
        this.error = null;
        this.ui.setViewingVersion(true);
      });
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => {
        if (this.opening === info.id) this.opening = null;
      });
    }
  }

  /** Back to the map as it is now. */
  exitView(): void {
    this.opening = null;
    if (!this.viewing) return;
    this.viewing = null;
    this.ui.setViewingVersion(false);
  }

  /**
   * Makes the map what the viewed version was, as one undoable transaction, and shows the map again. False when
   * nothing is viewed or the version equals the map already.
   */
  restore(): boolean {
    const viewed = this.viewing;
    if (!viewed) return false;
    this.exitView();
    const tx = documentChange(this.doc.state, viewed.state.toDocument(), {
      id: newId(),
      label: 'version.restored',
    });
    if (!tx) return false;
    void this.doc.applyInSlices(tx);
    return true;
  }
}
