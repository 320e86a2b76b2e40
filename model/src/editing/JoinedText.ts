/** What separates two slots' texts in a {@link JoinedText}; a query containing it matches nothing. */
export const SLOT_SEPARATOR = '\u0000';

/**
 * The lower-cased texts of a run of slots joined into one string, so a query is one native `indexOf` scan over
 * it instead of one call per node. `starts[k]` is where the text of `slots[k]` begins; no match can straddle two
 * texts because queries never contain the separator.
 */
export class JoinedText {
  private constructor(
    readonly lower: string,
    readonly slots: Int32Array,
    readonly starts: Int32Array,
  ) {}

  /** Joins `texts` (one per slot of `slots`, none empty) and lower-cases them without changing offsets. */
  static of(slots: readonly number[], texts: readonly string[]): JoinedText {
    const starts = new Int32Array(texts.length);
    let at = 0;
    for (let k = 0; k < texts.length; k++) {
      starts[k] = at;
      at += texts[k].length + SLOT_SEPARATOR.length;
    }
    return new JoinedText(lowerSameLength(texts.join(SLOT_SEPARATOR)), Int32Array.from(slots), starts);
  }

  /** The position in `slots` of the text holding `offset`, searching forward from position `from`. */
  positionOf(offset: number, from: number): number {
    let k = from;
    while (k + 1 < this.starts.length && this.starts[k + 1] <= offset) k++;
    return k;
  }

  /** Where the text after position `k` begins (or the end of the string). */
  endOf(k: number): number {
    return k + 1 < this.starts.length ? this.starts[k + 1] : this.lower.length;
  }
}

/** Lower-cases without changing the length, so offsets in the result fit the original text. */
export function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const ch of text) {
    const l = ch.toLowerCase();
    out += l.length === ch.length ? l : ch;
  }
  return out;
}
