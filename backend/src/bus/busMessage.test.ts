import { PRESENCE_MAX_COORDINATE, PRESENCE_MAX_SELECTION } from '@mapa/model';
import {
  decodeBusMessage,
  encodeBusMessage,
  MAX_PAYLOAD_BYTES,
  presenceMessages,
  type BusMessage,
} from './busMessage';
import type { PresenceSignal } from './presenceSignal';

/** The biggest presence entry: 50 selected uuids, a 40-character name of 4-byte characters, extreme coordinates. */
const biggest = (session: string): PresenceSignal => ({
  type: 'entry',
  entry: {
    session,
    user: 'u'.repeat(64),
    name: '😀'.repeat(40),
    role: 'editor',
    selection: Array.from({ length: PRESENCE_MAX_SELECTION }, () => crypto.randomUUID()),
    pointer: { x: -PRESENCE_MAX_COORDINATE + 0.123456789, y: PRESENCE_MAX_COORDINATE - 0.987654321 },
  },
});

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
        signals: [
          {
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
          { type: 'left', session: 'sessionB1' },
        ],
      },
      { kind: 'presence', origin: 'p3', mapId: 'abc', signals: [{ type: 'left', session: 'sessionA1' }] },
      {
        kind: 'presence',
        origin: 'p3',
        mapId: 'abc',
        signals: [
          {
            type: 'update',
            user: 'u',
            session: 'sessionA1',
            selection: [],
            pointer: { x: -1.5, y: 2 },
          },
        ],
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
    const presence = encodeBusMessage({
      kind: 'presence',
      origin: crypto.randomUUID(),
      mapId: 'a'.repeat(64),
      signals: [biggest('s'.repeat(40))],
    });
    expect(Buffer.byteLength(presence)).toBeLessThan(3_000);
  });

  it('splits a batch of presence into messages under the limit, keeping every signal in order', () => {
    const origin = crypto.randomUUID();
    const mapId = 'a'.repeat(64);
    const signals: PresenceSignal[] = [];
    for (let i = 0; i < 10; i++) {
      const session = `session${String(i).padStart(2, '0')}`;
      signals.push(biggest(session), { type: 'left', session });
    }
    const messages = presenceMessages(origin, mapId, signals);
    const payloads = messages.map(encodeBusMessage);
    // Ten signals of nearly 3,000 bytes need at least four messages; each is as full as fits.
    expect(messages.length).toBeGreaterThanOrEqual(4);
    expect(messages.length).toBeLessThanOrEqual(5);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    for (let i = 0; i + 1 < messages.length; i++) {
      const first = (messages[i + 1] as { signals: PresenceSignal[] }).signals[0];
      const grown = {
        ...messages[i],
        signals: [...(messages[i] as { signals: PresenceSignal[] }).signals, first],
      };
      expect(Buffer.byteLength(JSON.stringify({ o: origin, m: mapId, p: grown.signals }))).toBeGreaterThan(
        MAX_PAYLOAD_BYTES,
      );
    }
    const decoded = payloads
      .map(decodeBusMessage)
      .flatMap((m) => (m as { signals: PresenceSignal[] }).signals);
    expect(decoded).toEqual(signals);
    // Small batches stay one message.
    expect(presenceMessages(origin, mapId, signals.slice(0, 2))).toHaveLength(1);
    expect(presenceMessages(origin, mapId, [])).toEqual([]);
  });

  it('reads the single presence signal of a process from before batching (rolling upgrades)', () => {
    expect(decodeBusMessage('{"o":"p","m":"x","p":{"type":"left","session":"sessionA1"}}')).toEqual({
      kind: 'presence',
      origin: 'p',
      mapId: 'x',
      signals: [{ type: 'left', session: 'sessionA1' }],
    });
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
    expect(decodeBusMessage('{"o":"p","m":"x","p":[{"type":"left","session":"sessionA1"},3]}')).toEqual({
      invalid: expect.stringMatching(/^presence: /),
    });
  });
});
