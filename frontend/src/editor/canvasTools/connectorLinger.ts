import { useEffect, useState } from 'react';

/** How long hover controls linger after the pointer left a node, and the step they fade by (spec §9). */
export const CONNECTOR_LINGER_MS = 1200;
export const CONNECTOR_LINGER_TICK_MS = 200;

/** What the hover controls show: the node they belong to and how visible they still are (1 → 0). */
export interface Linger {
  node: string | null;
  remainingMs: number;
}

/** The linger state after a hover change: a hovered node shows fully, leaving one starts the countdown. */
export function lingerOnHover(previous: Linger, hovered: string | null): Linger {
  if (hovered) return { node: hovered, remainingMs: CONNECTOR_LINGER_MS };
  return previous;
}

/** One countdown tick (−200 ms); at zero the controls are gone. */
export function lingerTick(linger: Linger): Linger {
  const remainingMs = Math.max(0, linger.remainingMs - CONNECTOR_LINGER_TICK_MS);
  return { node: remainingMs > 0 ? linger.node : null, remainingMs };
}

/** Opacity of lingering controls: 1 while hovered, then falling with each tick to 0. */
export function lingerOpacity(linger: Linger): number {
  return linger.node ? linger.remainingMs / CONNECTOR_LINGER_MS : 0;
}

/**
 * The hovered node, kept for 1200 ms after the pointer left it and counted down by 200 ms per tick, so the
 * connection arrows and '+ Add child' fade out rather than vanish (spec §2.10). `hold` pauses the countdown
 * (while an arrow is being dragged).
 */
export function useConnectorLinger(hovered: string | null, hold: boolean): Linger {
  const [linger, setLinger] = useState<Linger>(() => lingerOnHover({ node: null, remainingMs: 0 }, hovered));
  // A hover change shows at once (set while rendering, not in the effect); the effect only counts down.
  const [seen, setSeen] = useState(hovered);
  if (seen !== hovered) {
    setSeen(hovered);
    setLinger((previous) => lingerOnHover(previous, hovered));
  }
  useEffect(() => {
    if (hovered || hold) return;
    const timer = setInterval(() => {
      setLinger((previous) => {
        const next = lingerTick(previous);
        if (!next.node) clearInterval(timer);
        return next;
      });
    }, CONNECTOR_LINGER_TICK_MS);
    return () => clearInterval(timer);
  }, [hovered, hold]);
  return linger;
}
