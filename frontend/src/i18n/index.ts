import LanguageDetector from 'i18next-browser-languagedetector';
import { chosenLanguageDetector } from './chosenLanguage';
import { createI18n } from './createI18n';
import { toUiLanguage } from './languages';

// Before the account is known: a `?lng=` parameter, then the language last picked on this browser's sign-in page,
// then the browser's languages. Once signed in, the account's language wins (LanguageStore).
const detector = new LanguageDetector();
detector.addDetector(chosenLanguageDetector);

/** The app's i18next instance (DESIGN §4): English and Brazilian Portuguese, every visible string. */
const i18n = createI18n({
  detector,
  detection: {
    order: ['querystring', chosenLanguageDetector.name, 'navigator'],
    lookupQuerystring: 'lng',
    caches: [],
    // 'pt-PT' or 'pt' read as 'pt-BR', 'en-GB' as 'en'; anything else is left for i18next to skip.
    convertDetectedLanguage: (code: string) => toUiLanguage(code) ?? code,
  },
});

/** Screen readers and the browser's spell-check and hyphenation follow `<html lang>`. */
const markDocument = (lng: string) => document.documentElement.setAttribute('lang', lng);
markDocument(i18n.resolvedLanguage ?? 'en');
i18n.on('languageChanged', () => markDocument(i18n.resolvedLanguage ?? 'en'));

export default i18n;
