import { coalesce } from './coalesce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('coalesce', () => {
  it('commits the last value once the burst is quiet', () => {
    const commit = jest.fn();
    const burst = coalesce<string>(500, commit);
    burst.push('H');
    jest.advanceTimersByTime(300);
    burst.push('He');
    jest.advanceTimersByTime(499);
    expect(commit).not.toHaveBeenCalled();
    expect(burst.pending).toBe(true);
    jest.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledWith('He');
    expect(burst.pending).toBe(false);
  });

  it('commits at once on flush, once, and drops the value on cancel', () => {
    const commit = jest.fn();
    const burst = coalesce<string>(500, commit);
    burst.push('a');
    burst.flush();
    burst.flush();
    jest.advanceTimersByTime(1000);
    expect(commit.mock.calls).toEqual([['a']]);
    burst.push('b');
    burst.cancel();
    jest.advanceTimersByTime(1000);
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
