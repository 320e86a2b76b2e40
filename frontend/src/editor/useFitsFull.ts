import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

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
  const fullRef = useRef(full);
  fullRef.current = full;
  const needed = useRef(0);
  const roomRef = useRef(room);
  roomRef.current = room;

  useLayoutEffect(() => {
    setFull(true);
    needed.current = 0;
  }, [key]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      if (fullRef.current) needed.current = element.scrollWidth;
      setFull(needed.current <= roomRef.current(element) + 0.5);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [key, full]);

  return [ref, full];
}
