// The save state machine's state and its transitions (spec §4.2), pure: `SaveStore` holds one `SaveState`, turns
// what happens (a timer set or fired, a request starting or ending, a failure, a success) into `SaveEvent`s and
// reads everything it decides on from the state. Its timer (`SaveTimer`) and requests are the mechanism.

/** The requests of the machine, one at a time: a save, a pull (push or poll), the restore of kept changes, the
 * page-close (`keepalive`) save. */
export type SaveRequest = 'save' | 'pull' | 'restore' | 'unload';

/** A failure the status shows; a `transient` one ends when a pull reaches the server. */
export interface ShownFailure {
  reason: 'error' | 'conflict';
  transient: boolean;
}

/** What the timer will do: a save (the debounce after an edit, or at once after a request), or a retry. */
export interface Scheduled {
  retry: boolean;
}

/**
 * Exactly one of: nothing going on; a save scheduled; a request in flight (with a save asked for meanwhile, the
 * failure still shown and the timer set meanwhile); a failure shown (the timer may hold its retry, or the save of
 * an edit made since).
 */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'scheduled'; retry: boolean }
  | {
      kind: 'inFlight';
      request: SaveRequest;
      saveWanted: boolean;
      failure: ShownFailure | null;
      scheduled: Scheduled | null;
    }
  | { kind: 'failed'; failure: ShownFailure; scheduled: Scheduled | null };

export type SaveEvent =
  /** The timer was set (`scheduled`: it replaces what it held), or cleared, or it fired (null). */
  | { type: 'timer'; scheduled: Scheduled | null }
  /** A request starts. */
  | { type: 'started'; request: SaveRequest }
  /** A save was asked for while a request was in flight: it goes when that request ends. */
  | { type: 'saveWanted' }
  /** The request in flight ended (whatever its outcome). */
  | { type: 'landed' }
  | { type: 'failed'; failure: ShownFailure }
  /** A save is attempted, or the server holds what was sent: no failure is shown any more. */
  | { type: 'failureCleared' }
  /** A pull reached the server: a transient failure ends. */
  | { type: 'reached' };

export const IDLE: SaveState = { kind: 'idle' };

/** The state's three parts: the request in flight, the failure shown, the timer. */
interface Parts {
  flight: { request: SaveRequest; saveWanted: boolean } | null;
  failure: ShownFailure | null;
  scheduled: Scheduled | null;
}

function parts(state: SaveState): Parts {
  switch (state.kind) {
    case 'idle':
      return { flight: null, failure: null, scheduled: null };
    case 'scheduled':
      return { flight: null, failure: null, scheduled: { retry: state.retry } };
    case 'inFlight':
      return {
        flight: { request: state.request, saveWanted: state.saveWanted },
        failure: state.failure,
        scheduled: state.scheduled,
      };
    case 'failed':
      return { flight: null, failure: state.failure, scheduled: state.scheduled };
  }
}

function compose({ flight, failure, scheduled }: Parts): SaveState {
  if (flight) return { kind: 'inFlight', ...flight, failure, scheduled };
  if (failure) return { kind: 'failed', failure, scheduled };
  if (scheduled) return { kind: 'scheduled', retry: scheduled.retry };
  return IDLE;
}

/**
 * The one place the state changes. Throws on an event that cannot happen in `state` (a request started while
 * another is in flight, a landing or a wanted save with none): the store never sends those.
 */
export function transition(state: SaveState, event: SaveEvent): SaveState {
  const p = parts(state);
  switch (event.type) {
    case 'timer':
      return compose({ ...p, scheduled: event.scheduled && { retry: event.scheduled.retry } });
    case 'started':
      if (p.flight) throw new Error(`A ${event.request} started while a ${p.flight.request} was in flight`);
      return compose({ ...p, flight: { request: event.request, saveWanted: false } });
    case 'saveWanted':
      if (!p.flight) throw new Error('A save was wanted with no request in flight');
      return compose({ ...p, flight: { ...p.flight, saveWanted: true } });
    case 'landed':
      if (!p.flight) throw new Error('A request landed with none in flight');
      return compose({ ...p, flight: null });
    case 'failed':
      return compose({ ...p, failure: event.failure });
    case 'failureCleared':
      return compose({ ...p, failure: null });
    case 'reached':
      return p.failure?.transient ? compose({ ...p, failure: null }) : state;
  }
}

/** The request in flight, or null. */
export const requestOf = (state: SaveState): SaveRequest | null =>
  state.kind === 'inFlight' ? state.request : null;

/** The failure shown, or null. */
export const failureOf = (state: SaveState): ShownFailure | null =>
  state.kind === 'inFlight' || state.kind === 'failed' ? state.failure : null;

/** What the timer holds, or null. */
export function scheduledOf(state: SaveState): Scheduled | null {
  if (state.kind === 'scheduled') return { retry: state.retry };
  return state.kind === 'inFlight' || state.kind === 'failed' ? state.scheduled : null;
}

/** A save was asked for during the request in flight. */
export const saveWantedOf = (state: SaveState): boolean => state.kind === 'inFlight' && state.saveWanted;
