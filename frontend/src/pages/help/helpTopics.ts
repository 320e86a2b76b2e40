import type { UiLanguage } from '../../i18n/languages';
import type { HelpTopic } from './helpPath';
import embeddingEn from '../../../../docs/embedding.md?raw';
import embeddingPt from '../../../../docs/embedding.pt-BR.md?raw';

/**
 * The help pages the app serves at `/help/{topic}`: each a page of docs/ in Markdown, in every interface language
 * (docs/embedding.md, the tutorial the share panel's embed help links to).
 */
export const HELP_TOPICS: Record<HelpTopic, Record<UiLanguage, string>> = {
  embedding: { en: embeddingEn, 'pt-BR': embeddingPt },
};
