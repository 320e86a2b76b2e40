import type { ChatReply } from '@mapa/model';
import { sanitizeRichText } from '../common/richText.sanitizer';

/* A tag of the rich text nodes hold. Models often answer with such markup although the prompt asks for plain
   text; a reply without one is plain text, even when it holds a '<' ("a < b"). */
const RICH_TEXT_TAG =
  /<\/?(p|br|strong|b|em|i|u|s|a|ul|ol|li|h[1-6]|blockquote|pre|code|span|div|hr)\b[^>]*>/i;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A description the model wrote, as the rich text (HTML) a node stores: markup is sanitised to the editor's
 * allow-list (never escaped, which showed `<p>` to the user); plain text becomes one paragraph per line, an empty
 * line `<p><br /></p>` as the sanitiser writes it. Empty stays empty.
 */
export function descriptionAsRichText(text: string): string {
  if (text.trim() === '') return '';
  if (RICH_TEXT_TAG.test(text)) return sanitizeRichText(text);
  return text
    .split(/\r?\n/)
    .map((line) => (line.trim() === '' ? '<p><br /></p>' : `<p>${escape(line)}</p>`))
    .join('');
}

/** The reply with every added or changed concept's description as rich text (see {@link descriptionAsRichText}). */
export function withRichTextDescriptions(reply: ChatReply): ChatReply {
  const m = reply.modifications;
  const shape = <T extends { description: string }>(concept: T): T => ({
    ...concept,
    description: descriptionAsRichText(concept.description),
  });
  return {
    ...reply,
    modifications: {
      ...m,
      concepts_to_modify: m.concepts_to_modify.map(shape),
      concepts_to_add: m.concepts_to_add.map(shape),
    },
  };
}
