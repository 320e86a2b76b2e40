import { useEffect, useMemo, useState } from 'react';
import { coalesce } from './coalesce';

/** Typing pauses longer than this end one undo step. */
export const BURST_MS = 500;

/** A text field's draft of a stored value, committed once per typing burst. */
export interface BurstDraft {
  /** What the field shows: the user's typing, or the stored value when nothing is pending. */
  draft: string;
  /** The user typed: show it now, commit it when the burst ends. */
  change(value: string): void;
  /** Commits what is pending now (blur, Enter). */
  flush(): void;
}

/**
 * The draft of a text field over a stored value (a node's label): typing shows at once and is committed by
 * `commit` once per burst (BURST_MS of quiet, a flush, or the field going away), so undo steps per burst, not per
 * keystroke. While nothing is pending, the draft follows the stored value changed elsewhere (undo, the canvas, a
 * collaborator); mid-burst it keeps the user's typing. `commit` keeps its identity while it writes to the same
 * place (a `useCallback` over what it writes to): a new `commit` first sends what was pending to the old one.
 */
export function useBurstDraft(value: string, commit: (value: string) => void): BurstDraft {
  const [draft, setDraft] = useState(value);
  const burst = useMemo(() => coalesce<string>(BURST_MS, commit), [commit]);
  // Send what was typed when the field goes away or writes elsewhere.
  useEffect(() => () => burst.flush(), [burst]);
  // Follow the stored value unless the user is mid-burst (set while rendering, not in an effect).
  const [followed, setFollowed] = useState({ value, burst });
  if (followed.value !== value || followed.burst !== burst) {
    setFollowed({ value, burst });
    if (!burst.pending) setDraft(value);
  }
  return {
    draft,
    change: (next) => {
      setDraft(next);
      burst.push(next);
    },
    flush: () => burst.flush(),
  };
}
