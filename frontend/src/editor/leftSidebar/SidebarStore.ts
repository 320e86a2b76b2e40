import { action, makeObservable, observable } from 'mobx';
import { COLLAPSED_SIDEBAR_WIDTH, DEFAULT_SIDEBAR_WIDTH, SIDEBAR_CLOSE_BELOW } from './sidebarSizes';

/**
 * Which left sidebar tab is open and how wide the sidebar is (spec §2.7), and whether the right container shows
 * the document info with no node active (spec §2.8: "otherwise only 'info'"). A width the user dragged to is kept
 * per tab for the rest of the visit.
 */
export class SidebarStore {
  openTab: string | null = null;
  /** The sidebar's width in px: the rail alone while no tab is open. */
  width = COLLAPSED_SIDEBAR_WIDTH;
  /** The right container shows the document info while no node is active. */
  rightInfoOpen = false;
  private readonly resized = new Map<string, number>();

  constructor() {
    makeObservable(this, {
      openTab: observable,
      width: observable,
      rightInfoOpen: observable,
      open: action,
      close: action,
      toggle: action,
      resize: action,
      endResize: action,
      setRightInfoOpen: action,
    });
  }

  /** Opens `id` at the width the user last gave it, else `defaultWidth` (the tab's own, spec §2.7). */
  open(id: string, defaultWidth = DEFAULT_SIDEBAR_WIDTH): void {
    this.openTab = id;
    this.width = this.resized.get(id) ?? defaultWidth;
  }

  close(): void {
    this.openTab = null;
    this.width = COLLAPSED_SIDEBAR_WIDTH;
  }

  /** The rail button: opens the tab, or closes it when it is the open one. */
  toggle(id: string, defaultWidth = DEFAULT_SIDEBAR_WIDTH): void {
    if (this.openTab === id) this.close();
    else this.open(id, defaultWidth);
  }

  /** While the edge is dragged: follows the pointer, never narrower than the rail nor wider than `max`. */
  resize(width: number, max = Number.POSITIVE_INFINITY): void {
    if (this.openTab === null) return;
    this.width = Math.round(Math.min(max, Math.max(COLLAPSED_SIDEBAR_WIDTH, width)));
  }

  /** The drag ended at `width`: under 60 px closes the tab (spec §2.7), otherwise the width is kept for the tab. */
  endResize(width: number): void {
    const tab = this.openTab;
    if (tab === null) return;
    if (width < SIDEBAR_CLOSE_BELOW) {
      this.resized.delete(tab);
      this.close();
    } else this.resized.set(tab, this.width);
  }

  setRightInfoOpen(open: boolean): void {
    this.rightInfoOpen = open;
  }
}
