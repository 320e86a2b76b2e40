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

/**
 * Every text the elements `selectors` find hold that is cut: an element with words of its own (a label, a
 * button's text, a date) whose content is wider than its box. Visually hidden names are left out.
 */
export async function cutTexts(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const roots = wanted.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)]);
    const faults = new Set<string>();
    for (const root of roots)
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        );
        if (!ownText || !el.checkVisibility()) continue;
        let hidden = false;
        for (let e: HTMLElement | null = el; e; e = e.parentElement)
          if (getComputedStyle(e).clip.startsWith('rect')) hidden = true;
        if (hidden) continue;
        const text = `"${el.textContent!.trim().slice(0, 40)}"`;
        if (el.scrollWidth > el.clientWidth + 1)
          faults.add(`${text} is cut: ${el.scrollWidth} > ${el.clientWidth}`);
        // Or cut by a box around it that hides what overflows (a squeezed button or switch).
        const box = el.getBoundingClientRect();
        for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
          if (getComputedStyle(e).overflowX === 'visible') continue;
          const outer = e.getBoundingClientRect();
          if (box.left < outer.left - 1 || box.right > outer.right + 1) {
            faults.add(
              `${text} is cut by its container: ${Math.round(box.right)} > ${Math.round(outer.right)}`,
            );
            break;
          }
        }
      }
    return [...faults];
  }, selectors);
}

/**
 * The rows a wrapping tool bar's shown parts sit in (parts whose boxes overlap vertically share a row), and the
 * rows that begin or end with a divider (`.mantine-Divider-root`), as "row 2 begins with a divider".
 */
export async function barRows(
  page: Page,
  selector: string,
): Promise<{ rows: number; looseDividers: string[] }> {
  return page.locator(selector).evaluate((bar) => {
    const parts = [...bar.children]
      .filter((child) => getComputedStyle(child).visibility !== 'hidden' && child.getClientRects().length > 0)
      .map((child) => ({
        divider: child.matches('.mantine-Divider-root'),
        box: child.getBoundingClientRect(),
      }));
    const rows: { top: number; bottom: number; parts: typeof parts }[] = [];
    for (const part of parts) {
      const row = rows.find((r) => part.box.top < r.bottom && part.box.bottom > r.top);
      if (row) {
        row.parts.push(part);
        row.top = Math.min(row.top, part.box.top);
        row.bottom = Math.max(row.bottom, part.box.bottom);
      } else rows.push({ top: part.box.top, bottom: part.box.bottom, parts: [part] });
    }
    const looseDividers: string[] = [];
    rows.forEach((row, i) => {
      const inOrder = [...row.parts].sort((a, b) => a.box.left - b.box.left);
      if (inOrder[0]?.divider) looseDividers.push(`row ${i + 1} begins with a divider`);
      if (inOrder.length > 1 && inOrder.at(-1)?.divider)
        looseDividers.push(`row ${i + 1} ends with a divider`);
    });
    return { rows: rows.length, looseDividers };
  });
}
