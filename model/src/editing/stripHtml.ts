const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|pre|tr|td|th)>|<br\s*\/?>/gi;
const TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of rich-text HTML for searching: tags dropped (block ends become spaces so words do not merge),
 * common and numeric entities decoded, runs of whitespace collapsed. No DOM needed.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(BLOCK_END, ' ')
    .replace(TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
