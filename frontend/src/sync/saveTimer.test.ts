import { ApiError, NETWORK_ERROR } from '../api/ApiError';
import { UNREACHABLE_RETRY_MS } from './saveErrors';
import { SaveTimer } from './saveTimer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const serverError = () => new ApiError(500, 'INTERNAL', 'boom');

function timer(delays = [1000, 3000]) {
  const fire = jest.fn();
  return { fire, timer: new SaveTimer(fire, delays) };
}

describe('SaveTimer', () => {
  it('fires once after the delay; scheduling again replaces what was scheduled', () => {
    const { fire, timer: t } = timer();
    t.schedule(2000);
    jest.advanceTimersByTime(1500);
    t.schedule(2000);
    jest.advanceTimersByTime(1999);
    expect(fire).not.toHaveBeenCalled();
    expect(t.scheduled).toBe(true);
    jest.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(t.scheduled).toBe(false);
  });

  it('retries a failed save after each delay in turn while it says nothing, then shows the failure', () => {
    const { fire, timer: t } = timer();
    expect(t.failed(serverError(), true)).toBeNull();
    expect(t.retryDue).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(t.failed(serverError(), true)).toBeNull();
    jest.advanceTimersByTime(2999);
    expect(fire).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledTimes(2);
    const shown = t.failed(serverError(), true);
    expect(shown).toEqual({ message: { error: expect.any(ApiError) }, transient: true });
    expect(t.scheduled).toBe(false);
  });

  it('starts the retries over after resetRetries (a save went through, or a new edit came)', () => {
    const { timer: t } = timer([1000]);
    expect(t.failed(serverError(), true)).toBeNull();
    expect(t.failed(serverError(), true)).not.toBeNull();
    t.resetRetries();
    expect(t.failed(serverError(), true)).toBeNull();
    expect(t.retryDue).toBe(true);
  });

  it('online with the server unreachable: shows offline and tries again every few seconds; offline: waits', () => {
    const { fire, timer: t } = timer();
    const unreachable = new ApiError(0, NETWORK_ERROR, 'unreachable');
    expect(t.failed(unreachable, true)).toEqual({ message: { key: 'save.offline' }, transient: true });
    jest.advanceTimersByTime(UNREACHABLE_RETRY_MS);
    expect(fire).toHaveBeenCalledTimes(1);
    expect(t.failed(unreachable, false)).toEqual({ message: { key: 'save.offline' }, transient: true });
    expect(t.scheduled).toBe(false); // the 'online' event sends it
  });

  it('a refused save (4xx) is shown at once and not retried', () => {
    const { timer: t } = timer();
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'bad');
    expect(t.failed(refused, true)).toEqual({ message: { error: refused }, transient: false });
    expect(t.scheduled).toBe(false);
  });

  it('once stopped schedules nothing more, retries included', () => {
    const { fire, timer: t } = timer();
    t.schedule(100);
    t.stop();
    t.schedule(100);
    t.failed(serverError(), true);
    jest.advanceTimersByTime(10_000);
    expect(fire).not.toHaveBeenCalled();
    expect(t.scheduled).toBe(false);
  });
});
