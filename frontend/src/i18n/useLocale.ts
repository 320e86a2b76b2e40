import { useTranslation } from 'react-i18next';

/** The interface language as a locale for Intl ('en' or 'pt-BR'); the component re-renders when it changes. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? 'en';
}
