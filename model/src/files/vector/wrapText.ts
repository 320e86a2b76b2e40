/** Average advance of a glyph relative to the font size (Arial-like Latin text; wide scripts count double). */
const GLYPH_WIDTH = 0.55;

function advance(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x1100 && !(code >= 0x2000 && code < 0x2e80) ? 1 : GLYPH_WIDTH;
}

/** Estimated width of a line of text at a font size (no font metrics in the model). */
export function textWidth(text: string, size: number): number {
  let w = 0;
  for (const ch of text) w += advance(ch);
  return w * size;
}

/**
 * Breaks text into lines no wider than `maxWidth` at `size`: at spaces when it can, inside a word when the
 * word alone is wider; explicit line breaks are kept. At most `maxLines` lines; the last is cut with '…'.
 */
export function wrapText(text: string, size: number, maxWidth: number, maxLines = 12): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let part = '';
      for (const ch of word) {
        if (textWidth(part + ch, size) > maxWidth && part) {
          lines.push(part);
          part = '';
        }
        part += ch;
      }
      line = part;
    }
    lines.push(line);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    let last = lines[maxLines - 1];
    while (last && textWidth(`${last}…`, size) > maxWidth) last = [...last].slice(0, -1).join('');
    lines[maxLines - 1] = `${last}…`;
  }
  return lines;
}
