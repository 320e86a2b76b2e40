import { useEffect, useEffectEvent } from 'react';

/**
 * Gives the focus back where it came from when the calling component (a panel, a menu) goes away: what had the
 * focus when it mounted, else `fallback()` (the canvas). Only when the focus was inside what closed (it then
 * falls to the body); a user who clicked elsewhere keeps the focus where they put it.
 */
export function useFocusReturn(fallback: () => HTMLElement | null): void {
  // The fallback as it is when the component goes away, not as it was when it came.
  const fallbackNow = useEffectEvent(() => fallback());
  useEffect(() => {
    const from = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const now = document.activeElement;
      if (now && now !== document.body) return;
      const back = from && from !== document.body && from.isConnected ? from : fallbackNow();
      back?.focus({ preventScroll: true });
    };
  }, []);
}
