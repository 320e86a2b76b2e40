import type { RevisionEvent } from '@mapa/model';
import { presenceSignalSchema, type PresenceSignal } from './presenceSignal';

/** The PostgreSQL channel every process announces on and listens to. */
export const BUS_CHANNEL = 'mapa_map_events';

/**
 * PostgreSQL refuses a `NOTIFY` payload of 8,000 bytes or more. Revisions stay under 200; presence batches are
 * split to fit ({@link presenceMessages}).
 */
export const MAX_PAYLOAD_BYTES = 7999;

/**
 * What travels between processes: a map's new revision, a change of who may read it, or presence (who has it
 * open, their selection and pointer: each signal at most 50 ids and two numbers, several per message, the latest
 * per session, in the order they are to be applied). Never content.
 */
export type BusMessage =
  | { kind: 'revision'; origin: string; mapId: string; event: RevisionEvent }
  | { kind: 'access'; origin: string; mapId: string }
  | { kind: 'presence'; origin: string; mapId: string; signals: PresenceSignal[] };

/**
 * The presence signals of one map as few messages as fit under {@link MAX_PAYLOAD_BYTES}, in order: one signal is
 * under 3,000 bytes, so a message holds at least two.
 */
export function presenceMessages(origin: string, mapId: string, signals: PresenceSignal[]): BusMessage[] {
  const empty = Buffer.byteLength(JSON.stringify({ o: origin, m: mapId, p: [] }));
  const messages: BusMessage[] = [];
  let current: PresenceSignal[] = [];
  let size = empty;
  for (const signal of signals) {
    const bytes = Buffer.byteLength(JSON.stringify(signal));
    // A signal after the first in a message also costs a comma.
    if (current.length > 0 && size + 1 + bytes > MAX_PAYLOAD_BYTES) {
      messages.push({ kind: 'presence', origin, mapId, signals: current });
      current = [];
      size = empty;
    }
    size += (current.length > 0 ? 1 : 0) + bytes;
    current.push(signal);
  }
  if (current.length > 0) messages.push({ kind: 'presence', origin, mapId, signals: current });
  return messages;
}

/** The `NOTIFY` payload of a message: short keys, the map id, the revision and its time. */
export function encodeBusMessage(message: BusMessage): string {
  const { origin: o, mapId: m } = message;
  const payload =
    message.kind === 'revision'
      ? JSON.stringify({ o, m, r: message.event.revision, t: message.event.lastModified })
      : message.kind === 'presence'
        ? JSON.stringify({ o, m, p: message.signals })
        : JSON.stringify({ o, m, a: 1 });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Bus message of map ${m.slice(0, 40)} is ${Buffer.byteLength(payload)} bytes`);
  }
  return payload;
}

/** The message in a payload, or null (with why) when it is not one of ours: another program may use the channel. */
export function decodeBusMessage(payload: string): BusMessage | { invalid: string } {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return { invalid: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null) return { invalid: 'not an object' };
  const { o, m, r, t, a, p } = value as Record<string, unknown>;
  if (typeof o !== 'string' || typeof m !== 'string') return { invalid: 'origin or map id missing' };
  if (a === 1) return { kind: 'access', origin: o, mapId: m };
  if (p !== undefined) {
    // A process of the release before batching sends one signal, not a list (a rolling upgrade mixes both).
    const signals = presenceSignalSchema.array().safeParse(Array.isArray(p) ? p : [p]);
    if (!signals.success) return { invalid: `presence: ${signals.error.issues[0].message}` };
    return { kind: 'presence', origin: o, mapId: m, signals: signals.data };
  }
  if (typeof r !== 'number' || !Number.isInteger(r) || typeof t !== 'string') {
    return { invalid: 'revision or its time missing' };
  }
  return { kind: 'revision', origin: o, mapId: m, event: { revision: r, lastModified: t } };
}
