import { decodeBusMessage, encodeBusMessage, type BusMessage } from './busMessage';

describe('bus messages', () => {
  it('round-trips revisions and access changes', () => {
    const messages: BusMessage[] = [
      {
        kind: 'revision',
        origin: 'p1',
        mapId: 'abc',
        event: { revision: 7, lastModified: '2026-11-24T04:00:00.000Z' },
      },
      { kind: 'access', origin: 'p2', mapId: 'abc' },
    ];
    for (const message of messages) expect(decodeBusMessage(encodeBusMessage(message))).toEqual(message);
  });

  it('stays far under the 8,000-byte limit of NOTIFY', () => {
    const payload = encodeBusMessage({
      kind: 'revision',
      origin: crypto.randomUUID(),
      mapId: 'a'.repeat(64),
      event: { revision: Number.MAX_SAFE_INTEGER, lastModified: new Date().toISOString() },
    });
    expect(Buffer.byteLength(payload)).toBeLessThan(300);
  });

  it('names what is wrong with a payload that is not ours', () => {
    expect(decodeBusMessage('hello')).toEqual({ invalid: 'not JSON' });
    expect(decodeBusMessage('3')).toEqual({ invalid: 'not an object' });
    expect(decodeBusMessage('{"m":"x"}')).toEqual({ invalid: 'origin or map id missing' });
    expect(decodeBusMessage('{"o":"p","m":"x","r":1.5,"t":"x"}')).toEqual({
      invalid: 'revision or its time missing',
    });
  });
});
