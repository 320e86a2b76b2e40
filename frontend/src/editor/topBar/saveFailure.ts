import type { TFunction } from 'i18next';
import { errorMessage } from '../../api/errorMessage';
import type { SaveMessage, SaveStatus } from '../../sync/saveContracts';

/** A save failure as the editor shows it: the whole sentence, and whether it is the offline one. */
export interface SaveFailure {
  message: string;
  offline: boolean;
}

/** The failure the save status is showing, in the interface language, or null while nothing failed. */
export function saveFailure(
  save: { status: SaveStatus; message: SaveMessage | null },
  t: TFunction,
): SaveFailure | null {
  if (save.status !== 'error' && save.status !== 'conflict') return null;
  const { message } = save;
  if (message && 'key' in message && message.key === 'save.offline')
    return { message: t('save.offline'), offline: true };
  const text = !message
    ? t('save.unknownError')
    : 'key' in message
      ? t(message.key)
      : errorMessage(message.error, t);
  return { message: t('save.error', { message: text }), offline: false };
}
