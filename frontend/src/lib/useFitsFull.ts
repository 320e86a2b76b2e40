import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLatest } from './useLatest';

/**
 * Whether an element's content, drawn in full, fits the room it has (`room`), so the element can show a compact
 * form instead of cutting its words (a bar's buttons, a row of tabs). The full width is measured while the full
 * form shows; a change of `key` (the language, what the row holds) shows the full form again to measure it anew.
 */
export function useFitsFull<T extends HTMLElement>(
  room: (element: T) => number,
  key: unknown,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [full, setFull] = useState(true);
  const needed = useRef(0);
  const roomNow = useLatest(room);

  // A new key shows the full form again, to be measured anew (set while rendering, not in an effect).
  const [measuredKey, setMeasuredKey] = useState(key);
  if (!Object.is(measuredKey, key)) {
    setMeasuredKey(key);
    setFull(true);
  }

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      // The full form's width is measured while it shows; the compact form keeps the last measure.
      if (full) needed.current = element.scrollWidth;
      setFull(needed.current <= roomNow.current(element) + 0.5);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [key, full, roomNow]);

  return [ref, full];
}
