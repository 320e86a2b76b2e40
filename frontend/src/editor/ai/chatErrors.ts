import type { TFunction } from 'i18next';
import { errorMessage } from '../../api/errorMessage';

/** The sentence the chat and the completion show for an error code (spec §8), from the shared error catalogue. */
export function aiErrorText(t: TFunction, code: string): string {
  return errorMessage({ code }, (key) => t(key));
}
