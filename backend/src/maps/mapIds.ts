import { randomBytes } from 'node:crypto';

/** A new map id: 16 URL-safe characters (96 random bits). */
export function newMapId(): string {
  return randomBytes(12).toString('base64url');
}
