import { Emitter } from './Emitter';

describe('Emitter', () => {
  it('delivers typed payloads, unsubscribes, and survives a throwing handler', () => {
    const e = new Emitter<{ ping: number; pong: string }>();
    const got: number[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    e.on('ping', () => {
      throw new Error('boom');
    });
    const off = e.on('ping', (n) => got.push(n));
    e.emit('ping', 1);
    off();
    e.emit('ping', 2);
    expect(got).toEqual([1]);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(e.has('pong')).toBe(false);
    spy.mockRestore();
  });
});
