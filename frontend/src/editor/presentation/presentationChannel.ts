import type { PresentationKeyAction } from './presentationKeys';

/** What the speaker view shows of the talk: sent by the presenting window, so both show the same step. */
export interface SpeakerSnapshot {
  active: boolean;
  /** 0-based; -1 while the map has no steps. */
  index: number;
  count: number;
  /** When the talk started (ms since the epoch): the timer counts from it. */
  startedAt: number;
  current: { label: string; description: string } | null;
  next: { label: string } | null;
}

/** The actions a speaker view may ask of the presenting window (its keys and buttons). */
export type SpeakerCommand = Extract<
  PresentationKeyAction,
  'next' | 'previous' | 'first' | 'last' | 'blank' | 'laser'
>;

const COMMANDS: readonly string[] = ['next', 'previous', 'first', 'last', 'blank', 'laser'];

/**
 * A message between the presenting window and speaker views of one map: `state` (presenter → speakers), `hello`
 * (a speaker view that just opened or reloaded asks for the state), `command` (speaker → presenter).
 */
export type PresentationMessage =
  | { type: 'state'; snapshot: SpeakerSnapshot }
  | { type: 'hello' }
  | { type: 'command'; command: SpeakerCommand };

/** The channel's name: one per map, so two talks in two tabs do not drive each other. */
export function presentationChannelName(mapId: string): string {
  return `mapa-presentation:${mapId}`;
}

/** The message, or null when `data` is not one of ours (another script on the channel, an older version). */
export function readPresentationMessage(data: unknown): PresentationMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'hello') return { type: 'hello' };
  if (message.type === 'command' && typeof message.command === 'string' && COMMANDS.includes(message.command))
    return { type: 'command', command: message.command as SpeakerCommand };
  if (message.type === 'state' && isSnapshot(message.snapshot))
    return { type: 'state', snapshot: message.snapshot };
  return null;
}

function isSnapshot(value: unknown): value is SpeakerSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.active === 'boolean' &&
    typeof s.index === 'number' &&
    typeof s.count === 'number' &&
    typeof s.startedAt === 'number' &&
    (s.current === null || typeof s.current === 'object') &&
    (s.next === null || typeof s.next === 'object')
  );
}

/** The speaker view's command for a key press there, or null (Escape, F and S belong to each window). */
export function speakerCommand(action: PresentationKeyAction | null): SpeakerCommand | null {
  return action !== null && COMMANDS.includes(action) ? (action as SpeakerCommand) : null;
}

/**
 * Opens the channel for `mapId` and calls `onMessage` with each valid message; returns `post` and `close`. Null
 * where the browser has no BroadcastChannel (the speaker view then cannot be kept in step).
 */
export function openPresentationChannel(
  mapId: string,
  onMessage: (message: PresentationMessage) => void,
): { post: (message: PresentationMessage) => void; close: () => void } | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(presentationChannelName(mapId));
  channel.onmessage = (event: MessageEvent) => {
    const message = readPresentationMessage(event.data);
    if (message) onMessage(message);
  };
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
}
