/** Length of the grams the index is keyed by. */
const GRAM = 3;

/**
 * A trigram index over one lower-cased text per slot. Postings only grow (a changed text appends its slot
 * again) and every candidate is verified against its current text, so stale entries cost a little time and
 * never a wrong answer; the postings are rebuilt once stale entries outnumber live ones.
 */
export class TextIndex {
  private readonly texts: (string | null)[] = [];
  private postings = new Map<string, number[]>();
  private entries = 0;
  private live = 0;

  /** The current lower-cased text of a slot, or null. */
  text(slot: number): string | null {
    return this.texts[slot] ?? null;
  }

  /** Sets (or replaces) the text of a slot; `lower` must already be lower-cased. */
  set(slot: number, lower: string | null): void {
    const previous = this.texts[slot] ?? null;
    if (previous === lower) return;
    if (previous !== null) this.live -= gramCount(previous);
    this.texts[slot] = lower;
    if (lower === null) return;
    this.live += gramCount(lower);
    this.addPostings(slot, lower);
    if (this.entries > 2 * this.live + 1024) this.rebuild();
  }

  /**
   * Slots that may contain `lowerQuery`: those posted under its rarest trigram, or every slot with a text
   * when the query is shorter than a trigram. Each slot at most once; callers verify.
   */
  candidates(lowerQuery: string): number[] {
    if (lowerQuery.length < GRAM) {
      const all: number[] = [];
      for (let slot = 0; slot < this.texts.length; slot++) if (this.texts[slot] !== null) all.push(slot);
      return all;
    }
    let rarest: number[] | undefined;
    for (let i = 0; i + GRAM <= lowerQuery.length; i++) {
      const list = this.postings.get(lowerQuery.slice(i, i + GRAM));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return [...new Set(rarest)];
  }

  private addPostings(slot: number, lower: string): void {
    const seen = new Set<string>();
    for (let i = 0; i + GRAM <= lower.length; i++) {
      const gram = lower.slice(i, i + GRAM);
      if (seen.has(gram)) continue;
      seen.add(gram);
      let list = this.postings.get(gram);
      if (!list) this.postings.set(gram, (list = []));
      list.push(slot);
      this.entries++;
    }
  }

  private rebuild(): void {
    this.postings = new Map();
    this.entries = 0;
    this.texts.forEach((text, slot) => text !== null && this.addPostings(slot, text));
  }
}

function gramCount(text: string): number {
  return Math.max(0, text.length - GRAM + 1);
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
