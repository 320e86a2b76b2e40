import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the latest `value` once each render is committed: what handlers and effects set up once (an
 * engine's listeners, a Quill editor, an observer) read to see the current props without being set up again.
 * Written in a layout effect, not during render, so a render React throws away never leaks into it; layout
 * effects run before the passive effects of the same commit, which therefore see the new value too.
 */
export function useLatest<T>(value: T): Readonly<RefObject<T>> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
