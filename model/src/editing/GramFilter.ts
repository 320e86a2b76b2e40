import { SLOT_SEPARATOR } from './JoinedText';

/**
 * Largest filter: 2^17 bits (16 KB); a text of n characters (about 3n grams, fewer distinct) gets about 8n bits, at
 * least 2^10, so a filter is at most about a third full.
 */
const MAX_BITS_LOG2 = 17;
const MIN_BITS_LOG2 = 10;
const BITS_PER_CHAR = 8;
const SEPARATOR = SLOT_SEPARATOR.charCodeAt(0);

/** Hash of two, three or four UTF-16 code units (c, d = -1 when absent); spread over 32 bits. */
function gramHash(a: number, b: number, c: number, d: number): number {
  let h =
    Math.imul(a + 1, 0x9e3779b1) ^
    Math.imul(b + 1, 0x85ebca77) ^
    Math.imul(c + 2, 0xc2b2ae3d) ^
    Math.imul(d + 3, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * Which runs of 2, 3 and 4 characters a text holds, as a one-hash Bloom filter: "absent" is certain, "present" may
 * be a collision. A query can only occur in a text holding all of its grams (its 4-character runs; its only triple
 * or pair when shorter), so a segment whose filter lacks one is skipped without scanning it: a rare query is then a
 * few bit tests per segment instead of an `indexOf` over the segment's whole text. Grams spanning the slot
 * separator are left out (queries never contain it).
 */
export class GramFilter {
  private readonly bits: Uint32Array;
  private readonly shift: number;

  private constructor(log2: number) {
    this.bits = new Uint32Array(1 << (log2 - 5));
    this.shift = 32 - log2;
  }

  /** The filter of `text` (already lower-cased as the queries will be). */
  static of(text: string): GramFilter {
    let log2 = MIN_BITS_LOG2;
    while (log2 < MAX_BITS_LOG2 && 1 << log2 < BITS_PER_CHAR * text.length) log2++;
    const filter = new GramFilter(log2);
    // The three code units before the current one, -1 at the start of a text.
    let a = -1;
    let b = -1;
    let c = -1;
    for (let i = 0; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (d === SEPARATOR) {
        a = b = c = -1;
        continue;
      }
      if (c >= 0) {
        filter.add(gramHash(c, d, -1, -1));
        if (b >= 0) filter.add(gramHash(b, c, d, -1));
        if (a >= 0) filter.add(gramHash(a, b, c, d));
      }
      a = b;
      b = c;
      c = d;
    }
    return filter;
  }

  /**
   * The hashes to test for `query` (lower-cased): its 4-character runs, or its only triple or pair when shorter;
   * empty for a single character, which every segment must then scan (one-character scans are the cheap ones:
   * native search for one code unit).
   */
  static queryHashes(query: string): number[] {
    const code = (i: number) => query.charCodeAt(i);
    if (query.length === 2) return [gramHash(code(0), code(1), -1, -1)];
    if (query.length === 3) return [gramHash(code(0), code(1), code(2), -1)];
    const out: number[] = [];
    for (let i = 0; i + 4 <= query.length; i++)
      out.push(gramHash(code(i), code(i + 1), code(i + 2), code(i + 3)));
    return out;
  }

  /** False when the text certainly holds no occurrence of the query these hashes came from. */
  mayContain(hashes: readonly number[]): boolean {
    for (const h of hashes) {
      const bit = h >>> this.shift;
      if ((this.bits[bit >>> 5] & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  private add(h: number): void {
    const bit = h >>> this.shift;
    this.bits[bit >>> 5] |= 1 << (bit & 31);
  }
}
