import type { ViewInsets } from '@mapa/engine';

/** An edge of the canvas a control floating over it keeps to. */
export type CanvasEdge = keyof ViewInsets;

/**
 * Marks a control floating over the canvas (a tool bar) as covering the map along `edge`: Fit and the camera's
 * focus keep nodes clear of it. Spread onto the control's outer element.
 */
export function canvasInset(edge: CanvasEdge): { 'data-canvas-inset': CanvasEdge } {
  return { 'data-canvas-inset': edge };
}

/** The selector of the marked controls. */
export const CANVAS_INSET_SELECTOR = '[data-canvas-inset]';

/** A box on the page, as `getBoundingClientRect` gives it. */
export interface PageRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * How far each marked control reaches into the canvas from its edge (page px): a bottom bar's inset is from the
 * canvas's bottom to the bar's top, and so on. A control that does not overlap the canvas, or has no size (not
 * shown), covers nothing; of several on one edge the deepest counts; none covers more than the whole canvas. Whole
 * px, rounded up.
 */
export function insetsFromRects(
  canvas: PageRect,
  controls: readonly { edge: CanvasEdge; rect: PageRect }[],
): ViewInsets {
  const insets: ViewInsets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const { edge, rect } of controls) {
    const overlaps =
      rect.right > rect.left &&
      rect.bottom > rect.top &&
      rect.left < canvas.right &&
      rect.right > canvas.left &&
      rect.top < canvas.bottom &&
      rect.bottom > canvas.top;
    if (!overlaps) continue;
    const depth = {
      top: rect.bottom - canvas.top,
      right: canvas.right - rect.left,
      bottom: canvas.bottom - rect.top,
      left: rect.right - canvas.left,
    }[edge];
    const most =
      edge === 'top' || edge === 'bottom' ? canvas.bottom - canvas.top : canvas.right - canvas.left;
    insets[edge] = Math.max(insets[edge], Math.ceil(Math.min(depth, most)));
  }
  return insets;
}

/** What the marked controls inside `root` cover of `canvas` now. */
export function measureCanvasInsets(canvas: HTMLElement, root: ParentNode): ViewInsets {
  const controls = [...root.querySelectorAll<HTMLElement>(CANVAS_INSET_SELECTOR)].map((element) => ({
    edge: element.dataset.canvasInset as CanvasEdge,
    rect: element.getBoundingClientRect(),
  }));
  return insetsFromRects(canvas.getBoundingClientRect(), controls);
}

/**
 * Keeps `apply` told what the marked controls inside `root` cover of `canvas`: measured now, then again whenever a
 * control comes, goes or changes size (the bottom tool bar hidden, the drawing options opened) or the canvas is
 * resized (a panel opening beside it, a phone turned). Returns the function that stops following.
 */
export function followCanvasInsets(
  canvas: HTMLElement,
  root: HTMLElement,
  apply: (insets: ViewInsets) => void,
): () => void {
  let last = '';
  const sized = new ResizeObserver(() => update());
  // Observed once each: observing again would report a size again, and so measure without end.
  let watched = new Set<Element>();
  const update = () => {
    const insets = measureCanvasInsets(canvas, root);
    const key = JSON.stringify(insets);
    if (key !== last) {
      last = key;
      apply(insets);
    }
    const now = new Set<Element>([canvas, ...root.querySelectorAll(CANVAS_INSET_SELECTOR)]);
    for (const element of watched) if (!now.has(element)) sized.unobserve(element);
    for (const element of now) if (!watched.has(element)) sized.observe(element);
    watched = now;
  };
  // Controls mount and unmount (React) or swap their marks; their size changes reach the ResizeObserver.
  const changed = new MutationObserver(() => update());
  changed.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-canvas-inset'],
  });
  update();
  return () => {
    changed.disconnect();
    sized.disconnect();
  };
}
