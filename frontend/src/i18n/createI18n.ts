import i18next, { type i18n as I18n, type Module } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ptBR from './pt-BR.json';
import { UI_LANGUAGES, type UiLanguage } from './languages';

/** Every catalogue, by language. */
export const CATALOGUES: Record<UiLanguage, typeof en> = { en, 'pt-BR': ptBR };

/**
 * A ready i18next instance holding both catalogues. `lng` fixes the language (tests); otherwise `detector` finds
 * it. English fills in for a key a catalogue lacks, though the catalogue tests keep that from happening.
 */
export function createI18n(options: { lng?: UiLanguage; detector?: Module; detection?: object } = {}): I18n {
  const instance = i18next.createInstance();
  if (options.detector) instance.use(options.detector);
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(UI_LANGUAGES.map((lng) => [lng, { translation: CATALOGUES[lng] }])),
    lng: options.lng,
    supportedLngs: [...UI_LANGUAGES],
    fallbackLng: 'en',
    detection: options.detection,
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
    showSupportNotice: false, // no advert in the console
  });
  return instance;
}
