import { useLayoutEffect, type RefObject } from 'react';

/** What marks a divider for the hook: the bar's dividers carry this class (Mantine's Divider root). */
const DIVIDER = '.mantine-Divider-root';

/**
 * Marks with `data-row-edge` the dividers of a wrapping bar that begin or end one of its rows (bottomToolbar.css
 * hides them, keeping their room so the rows do not move): a divider separates two parts on one row, and alone at
 * a row's edge it separated nothing. Checked again whenever the bar changes size.
 */
export function useRowEdgeDividers(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const sameRow = (a: Element | null, b: Element) => {
      if (!a) return false;
      const p = a.getBoundingClientRect();
      const q = b.getBoundingClientRect();
      return p.top < q.bottom && p.bottom > q.top;
    };
    const check = () => {
      for (const divider of bar.querySelectorAll(`:scope > ${DIVIDER}`)) {
        const inside =
          sameRow(divider.previousElementSibling, divider) && sameRow(divider.nextElementSibling, divider);
        if (inside) divider.removeAttribute('data-row-edge');
        else divider.setAttribute('data-row-edge', '');
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(bar);
    return () => observer.disconnect();
  });
}
