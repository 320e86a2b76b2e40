import type { CustomDetector } from 'i18next-browser-languagedetector';
import { isUiLanguage, type UiLanguage } from './languages';

/** Where the language a visitor picked with a language switch is kept in this browser. */
export const CHOSEN_LANGUAGE_KEY = 'mapa.language';

/** The part of `Storage` the choice needs; tests pass a Map-backed one. */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** This browser's localStorage, or none when the page may not use it (privacy settings, sandboxed frames). */
export function browserStorage(): ChoiceStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language last picked with a switch in this browser, if any. */
export function readChosenLanguage(storage = browserStorage()): UiLanguage | undefined {
  try {
    const value = storage?.getItem(CHOSEN_LANGUAGE_KEY);
    return isUiLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a language picked with a switch, so the sign-in page shows it again after a reload. */
export function writeChosenLanguage(language: UiLanguage, storage = browserStorage()): void {
  try {
    storage?.setItem(CHOSEN_LANGUAGE_KEY, language);
  } catch {
    // A full or forbidden storage only costs the memory of the choice.
  }
}

/**
 * A detector for `i18next-browser-languagedetector` that answers the picked language. Only a switch writes it:
 * languages found in the URL or the browser are never stored, so they keep deciding on the next visit.
 */
export const chosenLanguageDetector: CustomDetector = {
  name: 'mapaChosenLanguage',
  lookup: () => readChosenLanguage(),
};
