import type { PresenceEntry, PresenceUpdate } from '@mapa/model';
import { POINTER_STILL_MS, PresenceStore } from './PresenceStore';
import type { PresenceStreamEvent } from '../../sync/mapEventStream';
import type { ThrottleClock } from './throttle';

const entry = (session: string, user: string, patch: Partial<PresenceEntry> = {}): PresenceEntry => ({
  session,
  user,
  name: `Name ${user}`,
  role: 'editor',
  selection: [],
  pointer: null,
  ...patch,
});

function setup(options: { reader?: boolean } = {}) {
  let now = 1_000;
  const timers: { at: number; run: () => void }[] = [];
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      const i = timers.indexOf(handle as (typeof timers)[0]);
      if (i >= 0) timers.splice(i, 1);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const posted: PresenceUpdate[] = [];
  let listener: (event: PresenceStreamEvent) => void = () => {};
  const store = new PresenceStore({
    post: async (update) => void posted.push(update),
    subscribe: (l) => {
      listener = l;
      return () => (listener = () => {});
    },
    mayPoint: () => !options.reader,
    clock,
  });
  const stop = store.start();
  const hear = (event: PresenceStreamEvent) => listener(event);
  return { store, stop, hear, advance, posted };
}

describe('PresenceStore', () => {
  it('shows everyone else once per person, without this user', () => {
    const { store, hear } = setup();
    hear({ type: 'hello', hello: { session: 'mine0000', user: 'me' } });
    hear({ type: 'entry', entry: entry('mine0000', 'me') });
    hear({ type: 'entry', entry: entry('other001', 'ana') });
    hear({ type: 'entry', entry: entry('other002', 'ana', { role: 'reader' }) });
    hear({ type: 'entry', entry: entry('other003', 'bia', { role: 'reader' }) });
    expect(store.people.map((p) => [p.user, p.reader])).toEqual([
      ['ana', false],
      ['bia', true],
    ]);
    expect(store.remote.map((r) => r.id)).toEqual(['other001', 'other002', 'other003']);
    hear({ type: 'left', session: 'other003' });
    expect(store.people.map((p) => p.user)).toEqual(['ana']);
  });

  it('hides a pointer still for 5 s and shows it again when it moves', () => {
    const { store, hear, advance } = setup();
    hear({ type: 'hello', hello: { session: 'mine0000', user: 'me' } });
    hear({ type: 'entry', entry: entry('other001', 'ana', { pointer: { x: 1, y: 2 } }) });
    expect(store.remote[0].pointer).toEqual({ x: 1, y: 2 });
    advance(POINTER_STILL_MS - 100);
    // A selection change (same pointer) does not count as a move.
    hear({ type: 'entry', entry: entry('other001', 'ana', { pointer: { x: 1, y: 2 }, selection: ['n'] }) });
    expect(store.remote[0].pointer).toEqual({ x: 1, y: 2 });
    advance(100);
    expect(store.remote[0].pointer).toBeNull();
    expect(store.remote[0].selection).toEqual(['n']);
    hear({ type: 'entry', entry: entry('other001', 'ana', { pointer: { x: 3, y: 2 }, selection: ['n'] }) });
    expect(store.remote[0].pointer).toEqual({ x: 3, y: 2 });
  });

  it('posts selection and pointer at most ten times a second, the latest each time', () => {
    const { store, hear, advance, posted } = setup();
    store.movePointer({ x: 0, y: 0 });
    expect(posted).toEqual([]); // no session yet
    hear({ type: 'hello', hello: { session: 'mine0000', user: 'me' } });
    expect(posted).toEqual([{ session: 'mine0000', selection: [], pointer: { x: 0, y: 0 } }]);
    for (let i = 1; i <= 20; i++) {
      advance(10);
      store.movePointer({ x: i, y: 0 });
    }
    store.setSelection(['a', 'b']);
    advance(100);
    // 300 ms of moves: posted at 0, 100, 200 and 300 ms, each with the latest pointer then.
    expect(posted.map((p) => p.pointer?.x)).toEqual([0, 9, 19, 20]);
    expect(posted[3]).toEqual({ session: 'mine0000', selection: ['a', 'b'], pointer: { x: 20, y: 0 } });
  });

  it('sends no pointer for a reader, but its selection', () => {
    const { store, hear, posted } = setup({ reader: true });
    hear({ type: 'hello', hello: { session: 'mine0000', user: 'me' } });
    store.movePointer({ x: 5, y: 5 });
    store.setSelection(['n1']);
    expect(posted).toEqual([{ session: 'mine0000', selection: ['n1'], pointer: null }]);
  });

  it('starts afresh on a new stream, and forgets everything when stopped', () => {
    const { store, stop, hear } = setup();
    hear({ type: 'hello', hello: { session: 'mine0000', user: 'me' } });
    hear({ type: 'entry', entry: entry('other001', 'ana') });
    hear({ type: 'hello', hello: { session: 'mine0001', user: 'me' } });
    expect(store.people).toEqual([]);
    hear({ type: 'entry', entry: entry('other001', 'ana') });
    stop();
    expect(store.people).toEqual([]);
    hear({ type: 'entry', entry: entry('other002', 'bia') });
    expect(store.people).toEqual([]);
  });
});
