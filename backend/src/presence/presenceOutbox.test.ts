import type { PresenceEntry } from '@mapa/model';
import type { PresenceSignal } from '../bus/presenceSignal';
import type { PresenceStreamEvent } from './presenceEvents';
import { PRESENCE_FLUSH_MS, PresenceOutbox } from './presenceOutbox';

const entry = (session: string, x: number): PresenceEntry => ({
  session,
  user: 'u1',
  name: 'Ana',
  role: 'editor',
  selection: [],
  pointer: { x, y: 0 },
});
const moved = (session: string, x: number) => ({ type: 'entry' as const, entry: entry(session, x) });

/** An outbox whose outlets record what went out; the bus settles when the test says so. */
function outbox() {
  const streams: [string, PresenceStreamEvent[]][] = [];
  const bus: [string, PresenceSignal[]][][] = [];
  const sent: (() => void)[] = [];
  const box = new PresenceOutbox({
    streams: (mapId, events) => streams.push([mapId, events]),
    bus: (batches) => {
      bus.push(batches);
      return new Promise<void>((resolve) => sent.push(resolve));
    },
  });
  const settle = async () => {
    sent.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { box, streams, bus, settle };
}

describe('PresenceOutbox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends one batch per map every 100 ms with the latest change of each session', () => {
    const { box, streams, bus } = outbox();
    for (let x = 0; x < 10; x++) box.change('m1', moved('sessionA1', x), moved('sessionA1', x));
    box.change('m1', moved('sessionB1', 5), moved('sessionB1', 5));
    box.change('m2', null, { type: 'update', user: 'u', session: 'sessionC1', selection: [], pointer: null });
    jest.advanceTimersByTime(PRESENCE_FLUSH_MS - 1);
    expect(streams).toEqual([]);
    expect(bus).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(streams).toEqual([['m1', [moved('sessionA1', 9), moved('sessionB1', 5)]]]);
    expect(bus).toEqual([
      [
        ['m1', [moved('sessionA1', 9), moved('sessionB1', 5)]],
        ['m2', [{ type: 'update', user: 'u', session: 'sessionC1', selection: [], pointer: null }]],
      ],
    ]);
    // Nothing gathered: nothing more goes out.
    jest.advanceTimersByTime(10 * PRESENCE_FLUSH_MS);
    expect(streams).toHaveLength(1);
  });

  it('sends a departure at once, after what was gathered, and never an older entry of that session after it', () => {
    const { box, streams, bus } = outbox();
    box.change('m1', moved('sessionB1', 1), moved('sessionB1', 1));
    box.change('m1', moved('sessionA1', 1), moved('sessionA1', 1));
    box.now('m1', { type: 'left', session: 'sessionA1' }, { type: 'left', session: 'sessionA1' });
    const expected = [moved('sessionB1', 1), { type: 'left', session: 'sessionA1' }];
    expect(streams).toEqual([['m1', expected]]);
    expect(bus).toEqual([[['m1', expected]]]);
  });

  it('holds the next bus batch until the one before is sent, gathering meanwhile, so batches stay in order', async () => {
    const { box, bus, settle } = outbox();
    box.now('m1', moved('sessionA1', 0), moved('sessionA1', 0));
    expect(bus).toHaveLength(1);
    for (let x = 1; x <= 5; x++) {
      box.change('m1', moved('sessionA1', x), moved('sessionA1', x));
      jest.advanceTimersByTime(PRESENCE_FLUSH_MS);
    }
    // The first batch is still being sent: the moves wait, gathered into one.
    expect(bus).toHaveLength(1);
    await settle();
    jest.advanceTimersByTime(PRESENCE_FLUSH_MS);
    expect(bus).toHaveLength(2);
    expect(bus[1]).toEqual([['m1', [moved('sessionA1', 5)]]]);
    // A departure while a batch is being sent goes as soon as that one is sent, not a tick later.
    box.change('m1', moved('sessionA1', 6), moved('sessionA1', 6));
    box.now('m1', { type: 'left', session: 'sessionA1' }, { type: 'left', session: 'sessionA1' });
    expect(bus).toHaveLength(2);
    await settle();
    expect(bus).toHaveLength(3);
    expect(bus[2]).toEqual([['m1', [{ type: 'left', session: 'sessionA1' }]]]);
  });

  it('drops what it gathered when stopped', () => {
    const { box, streams, bus } = outbox();
    box.change('m1', moved('sessionA1', 1), moved('sessionA1', 1));
    box.stop();
    jest.advanceTimersByTime(10 * PRESENCE_FLUSH_MS);
    expect(streams).toEqual([]);
    expect(bus).toEqual([]);
  });
});
