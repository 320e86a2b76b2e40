/** The AI output languages of spec §9 by code, named as a model understands them; 'english' is the default. */
const LANGUAGES: Record<string, string> = {
  english: 'English',
  'ar-SA': 'Arabic',
  'bg-BG': 'Bulgarian',
  'zh-CN': 'Simplified Chinese',
  'zh-TW': 'Traditional Chinese',
  'hr-HR': 'Croatian',
  'nl-NL': 'Dutch',
  'en-US': 'American English',
  'en-GB': 'British English',
  'fr-FR': 'French',
  'de-DE': 'German',
  'id-ID': 'Indonesian',
  'it-IT': 'Italian',
  'ja-JP': 'Japanese',
  'ko-KR': 'Korean',
  'nb-NO': 'Norwegian Bokmål',
  'pl-PL': 'Polish',
  'pt-BR': 'Brazilian Portuguese',
  'pt-PT': 'European Portuguese',
  'ru-RU': 'Russian',
  'es-ES': 'Spanish (Spain)',
  'es-MX': 'Spanish (Mexico)',
  'tr-TR': 'Turkish',
  'vi-VN': 'Vietnamese',
};

/** The language a reply is written in, for a map's `settings.outputLanguage` (unknown or unset: English). */
export function outputLanguageName(code: string | undefined): string {
  return (code && LANGUAGES[code]) || 'English';
}
