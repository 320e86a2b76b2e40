import { UI_LANGUAGES, type UiLanguage } from '@mapa/model';

export { UI_LANGUAGES, type UiLanguage };

/** True for 'en' and 'pt-BR', the languages the interface is offered in. */
export function isUiLanguage(value: unknown): value is UiLanguage {
  return (UI_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The interface language a browser or URL language code stands for: any Portuguese ('pt', 'pt-PT', 'pt_br') is
 * Brazilian Portuguese, any English is English; other languages have none (undefined).
 */
export function toUiLanguage(code: string): UiLanguage | undefined {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'pt') return 'pt-BR';
  if (base === 'en') return 'en';
  return undefined;
}
