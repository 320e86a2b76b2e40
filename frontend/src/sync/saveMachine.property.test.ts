import fc from 'fast-check';
import {
  IDLE,
  failureOf,
  requestOf,
  saveWantedOf,
  scheduledOf,
  transition,
  type SaveEvent,
  type SaveRequest,
  type SaveState,
} from './saveMachine';

// The typed state against the fields SaveStore kept before it (a promise in flight, `saveWanted`, `failure`,
// `transient`, the timer and its `retry`): under random sequences of the events the store sends, the one state
// holds exactly what those fields held, always has the kind its parts make, and refuses the events that cannot
// happen (a second request in flight, a landing or a wanted save with none).

interface Fields {
  inFlight: SaveRequest | null;
  saveWanted: boolean;
  failure: 'error' | 'conflict' | null;
  transient: boolean;
  timer: boolean;
  retry: boolean;
}

const START: Fields = {
  inFlight: null,
  saveWanted: false,
  failure: null,
  transient: false,
  timer: false,
  retry: false,
};

/** What the old store's fields became on each event. */
function apply(f: Fields, event: SaveEvent): Fields {
  switch (event.type) {
    case 'timer':
      return event.scheduled
        ? { ...f, timer: true, retry: event.scheduled.retry }
        : { ...f, timer: false, retry: false };
    case 'started':
      return { ...f, inFlight: event.request, saveWanted: false };
    case 'saveWanted':
      return { ...f, saveWanted: true };
    case 'landed':
      return { ...f, inFlight: null, saveWanted: false };
    case 'failed':
      return { ...f, failure: event.failure.reason, transient: event.failure.transient };
    case 'failureCleared':
      return { ...f, failure: null };
    case 'reached':
      return f.transient ? { ...f, failure: null } : f;
  }
}

/** Events that cannot happen with these fields: the store never sends them. */
function impossible(f: Fields, event: SaveEvent): boolean {
  if (event.type === 'started') return f.inFlight !== null;
  if (event.type === 'landed' || event.type === 'saveWanted') return f.inFlight === null;
  return false;
}

const request = fc.constantFrom<SaveRequest>('save', 'pull', 'restore', 'unload');
const event: fc.Arbitrary<SaveEvent> = fc.oneof(
  fc.record({
    type: fc.constant('timer' as const),
    scheduled: fc.option(fc.record({ retry: fc.boolean() }), { nil: null }),
  }),
  fc.record({ type: fc.constant('started' as const), request }),
  fc.constant<SaveEvent>({ type: 'saveWanted' }),
  fc.constant<SaveEvent>({ type: 'landed' }),
  fc.record({
    type: fc.constant('failed' as const),
    failure: fc.record({
      reason: fc.constantFrom('error' as const, 'conflict' as const),
      transient: fc.boolean(),
    }),
  }),
  fc.constant<SaveEvent>({ type: 'failureCleared' }),
  fc.constant<SaveEvent>({ type: 'reached' }),
);

function expectSame(state: SaveState, f: Fields): void {
  expect(requestOf(state)).toBe(f.inFlight);
  expect(saveWantedOf(state)).toBe(f.inFlight !== null && f.saveWanted);
  expect(failureOf(state)?.reason ?? null).toBe(f.failure);
  if (f.failure) expect(failureOf(state)?.transient).toBe(f.transient);
  expect(scheduledOf(state)).toEqual(f.timer ? { retry: f.retry } : null);
  const kind = f.inFlight ? 'inFlight' : f.failure ? 'failed' : f.timer ? 'scheduled' : 'idle';
  expect(state.kind).toBe(kind);
}

describe('the save machine (property)', () => {
  it('holds exactly what the old fields held, in the kind they make, under random event sequences', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = IDLE;
        let fields = START;
        for (const e of events) {
          if (impossible(fields, e)) {
            expect(() => transition(state, e)).toThrow();
            continue;
          }
          state = transition(state, e);
          fields = apply(fields, e);
          expectSame(state, fields);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves the state it is given untouched (a pure function)', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = IDLE;
        for (const e of events) {
          const before = JSON.stringify(state);
          const frozen = Object.freeze(structuredClone(state));
          let next: SaveState;
          try {
            next = transition(frozen, e);
          } catch {
            continue;
          }
          expect(JSON.stringify(frozen)).toBe(before);
          state = next;
        }
      }),
      { numRuns: 200 },
    );
  });
});
