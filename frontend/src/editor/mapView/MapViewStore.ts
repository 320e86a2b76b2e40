import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { EMPTY_FILTER, filterIsEmpty, type MapFilter } from '@mapa/model';

/**
 * How this viewer looks at the map (issue 36), never saved in it: the focused branch (also in the address,
 * `?focus={nodeId}`) and the filter (text, markers, task states) with its dim-or-hide toggle. `useMapView`
 * draws it through the engine's view filter and dimmed nodes.
 */
export class MapViewStore {
  /** The node whose branch alone is shown, or null. */
  focusId: string | null = null;
  filter: MapFilter = EMPTY_FILTER;
  /** Nodes the filter leaves out are hidden rather than dimmed. */
  hide = false;

  constructor() {
    makeObservable(this, {
      focusId: observable,
      filter: observableRef,
      hide: observable,
      filtering: computed,
      focus: action,
      leaveFocus: action,
      setText: action,
      toggleMarker: action,
      toggleTask: action,
      setHide: action,
      clearFilter: action,
    });
  }

  /** True while a filter is set. */
  get filtering(): boolean {
    return !filterIsEmpty(this.filter);
  }

  focus(id: string): void {
    this.focusId = id;
  }

  /** Shows the whole map again; false when nothing was focused. */
  leaveFocus(): boolean {
    if (this.focusId === null) return false;
    this.focusId = null;
    return true;
  }

  setText(text: string): void {
    this.filter = { ...this.filter, text };
  }

  toggleMarker(marker: string): void {
    this.filter = { ...this.filter, markers: toggled(this.filter.markers, marker) };
  }

  toggleTask(task: string): void {
    this.filter = { ...this.filter, tasks: toggled(this.filter.tasks, task) };
  }

  setHide(hide: boolean): void {
    this.hide = hide;
  }

  /** Clears every part of the filter at once (the chips' one click). */
  clearFilter(): void {
    this.filter = EMPTY_FILTER;
  }
}

function toggled(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
