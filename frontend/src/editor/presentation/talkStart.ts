/**
 * When the talk given in this tab started, kept in sessionStorage (per map) while it runs, so a reload of the
 * presenting window resumes the talk with its timer running on, and the speaker view (which takes the start from
 * this window) does not drop to 0:00. The tab's storage ends with the tab: a talk reopened elsewhere starts anew.
 */
const key = (mapId: string) => `mapa-talk-started:${mapId}`;
/** A kept start older than this is a talk left without leaving (e.g. a crashed tab), not the one running. */
const MAX_TALK_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** The kept start of this map's talk (ms since the epoch), or null when there is none worth resuming. */
export function keptTalkStart(mapId: string, now = Date.now()): number | null {
  const value = Number(storage()?.getItem(key(mapId)) ?? NaN);
  return Number.isFinite(value) && value <= now && now - value < MAX_TALK_MS ? value : null;
}

export function keepTalkStart(mapId: string, startedAt: number): void {
  storage()?.setItem(key(mapId), String(startedAt));
}

export function forgetTalkStart(mapId: string): void {
  storage()?.removeItem(key(mapId));
}
