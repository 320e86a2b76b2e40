import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/** The app's i18next instance; English for now, Portuguese later (DESIGN §4). Every visible string is in en.json. */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  returnNull: false,
});

export default i18n;
