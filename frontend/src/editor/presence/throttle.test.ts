import { Throttle, type ThrottleClock } from './throttle';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const clock: ThrottleClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => void timers.splice(timers.indexOf(handle as (typeof timers)[0]), 1),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return { clock, advance, pending: () => timers.length };
}

describe('Throttle', () => {
  it('sends the first value at once and then the latest at most every interval', () => {
    const { clock, advance } = manualClock();
    const sent: number[] = [];
    const throttle = new Throttle<number>((v) => sent.push(v), 100, clock);
    throttle.push(1);
    expect(sent).toEqual([1]);
    for (let i = 2; i <= 30; i++) {
      advance(10);
      throttle.push(i);
    }
    // 290 ms of values every 10 ms: sent at 0, 100, 200 (and 300 once the time comes), each the latest pushed before.
    expect(sent).toEqual([1, 10, 20]);
    advance(10);
    expect(sent).toEqual([1, 10, 20, 30]);
    advance(1_000);
    expect(sent).toEqual([1, 10, 20, 30]);
  });

  it('never sends more than 10 a second, however fast values come', () => {
    const { clock, advance } = manualClock();
    const times: number[] = [];
    const throttle = new Throttle<void>(() => times.push(clock.now()), 100, clock);
    for (let t = 0; t < 2_000; t += 3) {
      throttle.push();
      advance(3);
    }
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(100);
    expect(times.length).toBeGreaterThanOrEqual(19);
  });

  it('drops what waits when disposed', () => {
    const { clock, advance, pending } = manualClock();
    const sent: number[] = [];
    const throttle = new Throttle<number>((v) => sent.push(v), 100, clock);
    throttle.push(1);
    throttle.push(2);
    throttle.dispose();
    expect(pending()).toBe(0);
    advance(500);
    expect(sent).toEqual([1]);
  });
});
