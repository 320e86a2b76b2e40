/** Spec §9: the AI's output language when the map names none. */
export const DEFAULT_OUTPUT_LANGUAGE = 'english';

/** Spec §9: the AI output languages offered, as locale codes. */
export const OUTPUT_LANGUAGES = [
  'ar-SA',
  'bg-BG',
  'zh-CN',
  'zh-TW',
  'hr-HR',
  'nl-NL',
  'en-US',
  'en-GB',
  'fr-FR',
  'de-DE',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nb-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru-RU',
  'es-ES',
  'es-MX',
  'tr-TR',
  'vi-VN',
] as const;

/**
 * The select's options: the default ('english', labelled `englishLabel`) then each §9 locale, named in the UI's
 * language (`Intl.DisplayNames`; the code itself where the runtime has no name). A stored value outside the list
 * is kept as an option so it is shown, not silently replaced.
 */
export function outputLanguageOptions(
  uiLanguage: string,
  englishLabel: string,
  current?: string,
): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uiLanguage, 'en'], { type: 'language' });
  } catch {
    names = null;
  }
  const options = [
    { value: DEFAULT_OUTPUT_LANGUAGE, label: englishLabel },
    ...OUTPUT_LANGUAGES.map((code) => ({ value: code, label: names?.of(code) ?? code })),
  ];
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}
