import type { Page } from '@playwright/test';

/**
 * What is wrong with the boxes of the controls `selectors` find on the page as it is drawn now: a control (shown,
 * not visually hidden for screen readers) that reaches past the window, is squeezed to nothing, or overlaps another
 * such control (one inside the other does not count). One line each, naming the control.
 */
export async function boxFaults(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const shown = (el: HTMLElement) => {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      // Visually hidden names (clipped to a pixel) are for screen readers, not part of the layout.
      for (let e: HTMLElement | null = el; e; e = e.parentElement)
        if (getComputedStyle(e).clip.startsWith('rect')) return false;
      return true;
    };
    const controls = [
      ...new Set(wanted.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)])),
    ].filter(shown);
    const faults: string[] = [];
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const { el, box } of boxes) {
      if (box.width < 8 || box.height < 8)
        faults.push(`${name(el)} is squeezed to ${box.width}×${box.height}`);
      if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5)
        faults.push(`${name(el)} leaves the window: ${Math.round(box.left)}…${Math.round(box.right)}`);
    }
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 1 && h > 1) faults.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    return faults;
  }, selectors);
}

/** The top bar's controls: every button, link, field, status, badge and avatar in it. */
export const TOP_BAR_CONTROLS = [
  'header button',
  'header a[href]',
  'header input:not([type="radio"])',
  'header [role="radiogroup"]',
  'header [role="status"]',
  'header [data-testid="presence-avatar"]',
  'header [data-testid="presence-more"]',
  'header .mantine-Badge-root',
];
