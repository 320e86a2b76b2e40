import DOMPurify from 'dompurify';

/** Rich text as the editors may show it: DOMPurify's HTML profile, no scripts, no event handlers. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
