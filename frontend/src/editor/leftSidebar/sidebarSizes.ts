// The sidebar's sizes and the phone breakpoint, apart from the tab contract so the sidebar's store does not reach
// the editor's stores through it.

/** Spec §2.7: the sidebar's width while a tab is open, unless the tab says otherwise. */
export const DEFAULT_SIDEBAR_WIDTH = 420;
/** Spec §2.7: the icon rail's width when no tab is open. */
export const COLLAPSED_SIDEBAR_WIDTH = 46;
/** Spec §2.7: dragging the edge below this closes the open tab. */
export const SIDEBAR_CLOSE_BELOW = 60;
/** Spec §2.7 / §2.22: the sidebar is hidden on screens narrower than this. */
export const MOBILE_MAX_WIDTH = 767;
