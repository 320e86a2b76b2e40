import type { TFunction } from 'i18next';
import type { VersionReason } from '@mapa/model';

/** When a version was kept, in the interface's language: '24 Nov 2026, 04:31'. */
export function versionDate(createdAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(createdAt),
  );
}

/** Why a version was kept, for those kept before a whole change; nothing for the ones kept while editing. */
export function versionReason(reason: VersionReason, t: TFunction): string | null {
  switch (reason) {
    case 'upload':
      return t('versions.reason.upload');
    case 'import':
      return t('versions.reason.import');
    case 'ai':
      return t('versions.reason.ai');
    case 'restore':
      return t('versions.reason.restore');
    default:
      return null;
  }
}
