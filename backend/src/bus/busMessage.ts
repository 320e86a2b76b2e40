import type { RevisionEvent } from '@mapa/model';
import { presenceSignalSchema, type PresenceSignal } from './presenceSignal';

/** The PostgreSQL channel every process announces on and listens to. */
export const BUS_CHANNEL = 'mapa_map_events';

/** PostgreSQL refuses a `NOTIFY` payload of 8,000 bytes or more; ours stay under 200. */
export const MAX_PAYLOAD_BYTES = 7999;

/**
 * What travels between processes: a map's new revision, a change of who may read it, or presence (who has it
 * open, their selection and pointer: at most 50 ids and two numbers). Never content.
 */
export type BusMessage =
  | { kind: 'revision'; origin: string; mapId: string; event: RevisionEvent }
  | { kind: 'access'; origin: string; mapId: string }
  | { kind: 'presence'; origin: string; mapId: string; signal: PresenceSignal };

/** The `NOTIFY` payload of a message: short keys, the map id, the revision and its time. */
export function encodeBusMessage(message: BusMessage): string {
  const { origin: o, mapId: m } = message;
  const payload =
    message.kind === 'revision'
      ? JSON.stringify({ o, m, r: message.event.revision, t: message.event.lastModified })
      : message.kind === 'presence'
        ? JSON.stringify({ o, m, p: message.signal })
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
    const signal = presenceSignalSchema.safeParse(p);
    if (!signal.success) return { invalid: `presence: ${signal.error.issues[0].message}` };
    return { kind: 'presence', origin: o, mapId: m, signal: signal.data };
  }
  if (typeof r !== 'number' || !Number.isInteger(r) || typeof t !== 'string') {
    return { invalid: 'revision or its time missing' };
  }
  return { kind: 'revision', origin: o, mapId: m, event: { revision: r, lastModified: t } };
}
