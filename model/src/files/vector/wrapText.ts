import { INTER_ASCENT, INTER_DESCENT, INTER_FACES, INTER_RANGES } from './interMetrics';

/** A label's face: its weight (the theme's for the node's role) and whether it is italic. */
export interface TextFace {
  weight?: 400 | 600 | 700;
  italic?: boolean;
}

/** Height of a line of labels relative to the font size: Inter's ascent plus descent, as the canvas lays lines. */
export const LINE_HEIGHT = INTER_ASCENT + INTER_DESCENT;
/** Where a line's baseline sits below its top, relative to the font size. */
export const BASELINE = INTER_ASCENT;

/** Advances (1/1000 em) of the measured code points, and kerning (pair a·65536 + b of UTF-16 units → 1/1000 em). */
interface FaceTable {
  latin: Uint16Array;
  punctuation: Uint16Array;
  kerning: Map<number, number>;
  /** Advance of a character the table does not hold (an average lowercase letter). */
  average: number;
}

const tables = new Map<string, FaceTable>();

function faceTable(face: TextFace | undefined): FaceTable {
  const weight = face?.weight ?? 400;
  // Inter's italic is drawn for the regular weight only (the placeholder's face); other weights keep upright widths.
  const key = face?.italic && weight === 400 ? '400italic' : (String(weight) as '400' | '600' | '700');
  let table = tables.get(key);
  if (table) return table;
  const metrics = INTER_FACES[key];
  const numbers = (s: string) => Uint16Array.from(s.split(','), Number);
  const kerning = new Map<number, number>();
  for (const [amount, pairs] of Object.entries(metrics.kerning))
    for (let i = 0; i < pairs.length; i += 2)
      kerning.set(pairs.charCodeAt(i) * 65536 + pairs.charCodeAt(i + 1), Number(amount));
  const latin = numbers(metrics.latin);
  let sum = 0;
  for (let c = 0x61; c <= 0x7a; c++) sum += latin[c - INTER_RANGES.first];
  table = { latin, punctuation: numbers(metrics.punctuation), kerning, average: sum / 26 };
  tables.set(key, table);
  return table;
}

/** Advance of one code point in 1/1000 em: Inter's where measured, a full em for wide scripts (CJK, Hangul). */
function advance(table: FaceTable, code: number): number {
  if (code >= INTER_RANGES.first && code <= INTER_RANGES.last) return table.latin[code - INTER_RANGES.first];
  if (code >= INTER_RANGES.punctFirst && code <= INTER_RANGES.punctLast)
    return table.punctuation[code - INTER_RANGES.punctFirst];
  if (code >= 0x1100 && !(code >= 0x2000 && code < 0x2e80)) return 1000;
  return table.average;
}

/**
 * Width of a line of text at a font size in Inter (the face the exports draw with and the canvas shows): advance
 * widths and kerning generated from the font (`scripts/interMetrics.mjs`), so lines wrap where they are drawn.
 */
export function textWidth(text: string, size: number, face?: TextFace): number {
  const table = faceTable(face);
  let w = 0;
  let previous = -1;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    w += advance(table, code);
    // Every kerned character is one UTF-16 unit (the table holds no pair beyond U+FFFF).
    if (previous >= 0 && code < 65536) w += table.kerning.get(previous * 65536 + code) ?? 0;
    previous = code < 65536 ? code : -1;
  }
  return (w / 1000) * size;
}

/**
 * Breaks text into lines no wider than `maxWidth` at `size`: at spaces when it can, inside a word when the
 * word alone is wider; explicit line breaks are kept. At most `maxLines` lines; the last is cut with '…'.
 */
export function wrapText(
  text: string,
  size: number,
  maxWidth: number,
  maxLines = 12,
  face?: TextFace,
): string[] {
  const width = (s: string) => textWidth(s, size, face);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let part = '';
      for (const ch of word) {
        if (width(part + ch) > maxWidth && part) {
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
    while (last && width(`${last}…`) > maxWidth) last = [...last].slice(0, -1).join('');
    lines[maxLines - 1] = `${last}…`;
  }
  return lines;
}
