import { PRESENCE_MAX_COORDINATE, PRESENCE_MAX_SELECTION } from '@mapa/model';
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
      {
        kind: 'presence',
        origin: 'p3',
        mapId: 'abc',
        signal: {
          type: 'entry',
          entry: {
            session: 'sessionA1',
            user: 'u',
            name: 'Ana',
            role: 'reader',
            selection: ['n1'],
            pointer: null,
          },
        },
      },
      { kind: 'presence', origin: 'p3', mapId: 'abc', signal: { type: 'left', session: 'sessionA1' } },
      {
        kind: 'presence',
        origin: 'p3',
        mapId: 'abc',
        signal: {
          type: 'update',
          user: 'u',
          session: 'sessionA1',
          selection: [],
          pointer: { x: -1.5, y: 2 },
        },
      },
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
    // The biggest presence: 50 selected uuids, a 40-character name (of 4-byte characters), extreme coordinates.
    const presence = encodeBusMessage({
      kind: 'presence',
      origin: crypto.randomUUID(),
      mapId: 'a'.repeat(64),
      signal: {
        type: 'entry',
        entry: {
          session: 's'.repeat(40),
          user: 'u'.repeat(64),
          name: '😀'.repeat(40),
          role: 'editor',
          selection: Array.from({ length: PRESENCE_MAX_SELECTION }, () => crypto.randomUUID()),
          pointer: { x: -PRESENCE_MAX_COORDINATE + 0.123456789, y: PRESENCE_MAX_COORDINATE - 0.987654321 },
        },
      },
    });
    expect(Buffer.byteLength(presence)).toBeLessThan(3_000);
  });

  it('names what is wrong with a payload that is not ours', () => {
    expect(decodeBusMessage('hello')).toEqual({ invalid: 'not JSON' });
    expect(decodeBusMessage('3')).toEqual({ invalid: 'not an object' });
    expect(decodeBusMessage('{"m":"x"}')).toEqual({ invalid: 'origin or map id missing' });
    expect(decodeBusMessage('{"o":"p","m":"x","r":1.5,"t":"x"}')).toEqual({
      invalid: 'revision or its time missing',
    });
    expect(decodeBusMessage('{"o":"p","m":"x","p":{"type":"entry"}}')).toEqual({
      invalid: expect.stringMatching(/^presence: /),
    });
  });
});
