import type { TFunction } from 'i18next';

const KNOWN = new Set([
  'INSUFFICIENT_CREDITS',
  'AI_NOT_CONFIGURED',
  'AI_UNAVAILABLE',
  'AI_BAD_REPLY',
  'AI_TIMEOUT',
  'STREAM_BROKEN',
  'NETWORK_ERROR',
]);

/** The sentence the chat and the completion show for an error code (spec §8). */
export function aiErrorText(t: TFunction, code: string): string {
  return t(KNOWN.has(code) ? `chat.errors.${code}` : 'chat.errors.generic');
}
