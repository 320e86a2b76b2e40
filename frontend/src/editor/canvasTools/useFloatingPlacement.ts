import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { placeBar, type Placement, type Side } from './placement';
import type { ScreenBox } from './screenBox';

/** Marks a fixed control over the canvas (tool bars, zoom controls; `<FloatingBar>` has it) that floating bars keep off. */
export const OBSTACLE_ATTRIBUTE = 'data-canvas-obstacle';

/** The canvas's box and the fixed controls over it, in canvas px (read from the DOM when a bar is placed). */
export function canvasFrame(container: HTMLElement): { bounds: ScreenBox; obstacles: ScreenBox[] } {
  const frame = container.getBoundingClientRect();
  const obstacles: ScreenBox[] = [];
  const scope = container.parentElement ?? container;
  for (const element of scope.querySelectorAll(`[${OBSTACLE_ATTRIBUTE}]`)) {
    const r = element.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    obstacles.push({
      left: r.left - frame.left,
      top: r.top - frame.top,
      right: r.right - frame.left,
      bottom: r.bottom - frame.top,
    });
  }
  return { bounds: { left: 0, top: 0, right: frame.width, bottom: frame.height }, obstacles };
}

/**
 * Places a floating element next to `anchor` (canvas px) on the first of `sides` with room, clear of the canvas
 * edges and the fixed controls (spec §2.10's bars must never cover Fit or the tool bars). Measured after every
 * render, before paint; hidden while it has no place. Returns the ref for the element and its position style.
 */
export function useFloatingPlacement<T extends HTMLElement>(
  container: HTMLElement | null,
  anchor: ScreenBox | null,
  sides: readonly Side[],
  gap?: number,
): { ref: React.RefObject<T | null>; style: CSSProperties } {
  const ref = useRef<T>(null);
  const [spot, setSpot] = useState<Placement | null>(null);
  // Measured before paint whenever what it is placed by changes (the anchor is a new box at each render that
  // shows it) and whenever the element or the canvas changes size.
  useLayoutEffect(() => {
    const element = ref.current;
    const place = () => {
      let next: Placement | null = null;
      if (element && container && anchor) {
        const { bounds, obstacles } = canvasFrame(container);
        const size = { width: element.offsetWidth, height: element.offsetHeight };
        next = placeBar(anchor, size, sides, bounds, obstacles, gap);
      }
      // Only a real move re-renders, so measuring settles at once.
      setSpot((old) =>
        old === next || (old && next && old.left === next.left && old.top === next.top) ? old : next,
      );
    };
    place();
    if (!element || !container) return;
    const observer = new ResizeObserver(place);
    observer.observe(element);
    observer.observe(container);
    return () => observer.disconnect();
  }, [container, anchor, sides, gap]);
  return {
    ref,
    style: spot
      ? { position: 'absolute', left: spot.left, top: spot.top }
      : { position: 'absolute', left: 0, top: 0, visibility: 'hidden', pointerEvents: 'none' },
  };
}
