const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * True when JSON text nests arrays and objects deeper than `max`. Scans the bytes once without parsing, so a
 * body can be refused before anything recursive (validation, serialising) meets it: V8's `JSON.parse` copes with
 * any depth, but `JSON.stringify` and validators run out of stack. Works on UTF-8 bytes: the structural
 * characters are ASCII and never occur inside a multi-byte sequence. Malformed JSON is left to the parser.
 */
export function exceedsJsonDepth(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) depth--;
  }
  return false;
}
