import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { MapSummary, MapsApi } from '../../api';
import { groupMaps, matchesFilter, tagCounts, type MapSections, type TagCount } from './mapFilters';

/** Loading, ready, or the list failed to load. */
export type MapsListStatus = 'loading' | 'ready' | 'error';

/**
 * The maps sidebar's state (spec §2.21): the maps the user can open, the search text, the selected tags, and
 * the favourite and tag changes made from a card (shown at once, undone when the server refuses them).
 */
export class MapsSidebarStore {
  status: MapsListStatus = 'loading';
  maps: MapSummary[] = [];
  query = '';
  selectedTags: string[] = [];

  constructor(
    private readonly api: Pick<MapsApi, 'list' | 'setFavorite' | 'setTags'>,
    private readonly userEmail: () => string | undefined,
    /** Told of every refused or failed call; the panel turns it into a sentence (`errorMessage`). */
    private readonly onError: (error: unknown) => void,
  ) {
    makeObservable(this, {
      status: observable,
      maps: observableRef,
      query: observable,
      selectedTags: observableRef,
      tags: computed,
      sections: computed,
      filtered: computed,
      hasFilters: computed,
      setQuery: action,
      toggleTag: action,
      clearTags: action,
      clearFilters: action,
      load: action,
    });
  }

  /** Every distinct tag of the user's maps, with counts. */
  get tags(): TagCount[] {
    return tagCounts(this.maps);
  }

  get filtered(): MapSummary[] {
    const filter = { query: this.query, tags: this.selectedTags };
    return this.maps.filter((map) => matchesFilter(map, filter));
  }

  get sections(): MapSections {
    return groupMaps(this.filtered, this.userEmail());
  }

  get hasFilters(): boolean {
    return this.query.trim() !== '' || this.selectedTags.length > 0;
  }

  setQuery(query: string): void {
    this.query = query;
  }

  toggleTag(tag: string): void {
    this.selectedTags = this.selectedTags.includes(tag)
      ? this.selectedTags.filter((t) => t !== tag)
      : [...this.selectedTags, tag];
  }

  clearTags(): void {
    this.selectedTags = [];
  }

  clearFilters(): void {
    this.query = '';
    this.selectedTags = [];
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const maps = await this.api.list();
      runInAction(() => {
        this.maps = maps.sort(
          (a, b) => (Date.parse(b.lastModified) || 0) - (Date.parse(a.lastModified) || 0),
        );
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.status = 'error'));
      this.onError(error);
    }
  }

  async setFavorite(id: string, favorite: boolean): Promise<void> {
    const undo = this.patch(id, { favorite });
    try {
      await this.api.setFavorite(id, favorite);
    } catch (error) {
      undo();
      this.onError(error);
    }
  }

  async setTags(id: string, tags: string[]): Promise<void> {
    const undo = this.patch(id, { tags });
    try {
      const stored = await this.api.setTags(id, tags);
      this.patch(id, { tags: stored });
    } catch (error) {
      undo();
      this.onError(error);
    }
  }

  /** Changes one map in place; returns how to put it back. */
  private patch(id: string, change: Partial<MapSummary>): () => void {
    const before = this.maps.find((m) => m.id === id);
    const replace = (next: MapSummary | undefined) =>
      runInAction(() => {
        if (next) this.maps = this.maps.map((m) => (m.id === id ? next : m));
      });
    replace(before && { ...before, ...change });
    return () => replace(before);
  }
}
