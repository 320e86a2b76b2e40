import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { MapMembers, MapsApi } from '../../api';

/** Where the share panel is: loading the members, ready, or failed to load. */
export type SharingStatus = 'loading' | 'ready' | 'error';

/**
 * The share panel's state (spec §2.15, §4.11): the public flag, the member list and the template flag, loaded
 * from the server and saved immediately on every change. A refused save puts the previous state back and reports the error.
 */
export class SharingStore {
  status: SharingStatus = 'loading';
  isPublic = false;
  members: MapMembers = {};
  /** Whether the owner offers this map as a template (the maps sidebar's Templates section). */
  template = false;
  saving = false;

  constructor(
    private readonly api: Pick<MapsApi, 'get' | 'members' | 'updateSharing' | 'setTemplate'>,
    private readonly mapId: string,
    /** Told of every refused or failed call; the panel turns it into a sentence (`errorMessage`). */
    private readonly onError: (error: unknown) => void,
  ) {
    makeObservable(this, {
      status: observable,
      isPublic: observable,
      members: observableRef,
      template: observable,
      saving: observable,
      load: action,
      setPublic: action,
      setMembers: action,
      setTemplate: action,
    });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const [meta, members] = await Promise.all([this.api.get(this.mapId), this.api.members(this.mapId)]);
      runInAction(() => {
        this.isPublic = meta.isPublic;
        this.template = meta.template ?? false;
        this.members = members ?? {};
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.status = 'error'));
      this.onError(error);
    }
  }

  setPublic(isPublic: boolean): Promise<void> {
    const previous = this.isPublic;
    this.isPublic = isPublic;
    return this.send({ isPublic }, () => (this.isPublic = previous));
  }

  setMembers(members: MapMembers): Promise<void> {
    const previous = this.members;
    this.members = members;
    return this.send({ members }, () => (this.members = previous));
  }

  setTemplate(template: boolean): Promise<void> {
    const previous = this.template;
    this.template = template;
    return this.send({ template }, () => (this.template = previous));
  }

  private async send(
    change: { members?: MapMembers; isPublic?: boolean; template?: boolean },
    undo: () => void,
  ): Promise<void> {
    runInAction(() => (this.saving = true));
    try {
      const { template, ...sharing } = change;
      if (template === undefined) await this.api.updateSharing({ id: this.mapId, ...sharing });
      else await this.api.setTemplate(this.mapId, template);
    } catch (error) {
      runInAction(undo);
      this.onError(error);
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
