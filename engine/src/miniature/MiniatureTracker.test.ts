import { MINIATURE_SETTLE_MS, MiniatureTracker } from './MiniatureTracker';

describe('MiniatureTracker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces one new version after a burst of changes settles, not one per change', () => {
    const heard: number[] = [];
    const tracker = new MiniatureTracker(
      () => false,
      (v) => heard.push(v),
    );
    for (let i = 0; i < 5; i++) {
      tracker.touch();
      jest.advanceTimersByTime(MINIATURE_SETTLE_MS - 100);
    }
    expect(heard).toEqual([]);
    expect(tracker.pending).toBe(true);
    jest.advanceTimersByTime(100);
    expect(heard).toEqual([1]);
    expect(tracker.version).toBe(1);
    expect(tracker.pending).toBe(false);
    tracker.touch();
    jest.advanceTimersByTime(MINIATURE_SETTLE_MS);
    expect(heard).toEqual([1, 2]);
  });

  it('waits while the map is still streaming in or animating', () => {
    let busy = true;
    const heard: number[] = [];
    const tracker = new MiniatureTracker(
      () => busy,
      (v) => heard.push(v),
    );
    tracker.touch();
    jest.advanceTimersByTime(MINIATURE_SETTLE_MS * 4);
    expect(heard).toEqual([]);
    busy = false;
    jest.advanceTimersByTime(MINIATURE_SETTLE_MS);
    expect(heard).toEqual([1]);
  });

  it('stays quiet after destroy', () => {
    const heard: number[] = [];
    const tracker = new MiniatureTracker(
      () => false,
      (v) => heard.push(v),
    );
    tracker.touch();
    tracker.destroy();
    tracker.touch();
    jest.advanceTimersByTime(MINIATURE_SETTLE_MS * 2);
    expect(heard).toEqual([]);
  });
});
