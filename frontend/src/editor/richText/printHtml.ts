import { sanitizeHtml } from '../../lib/sanitizeHtml';

const FRAME_ID = 'mapa-print-frame';

/**
 * Prints rich text on its own (the node panel's Print button): the sanitised HTML goes into one hidden frame,
 * reused by later prints, so the page around it (canvas, panels) is not printed.
 */
export function printHtml(title: string, html: string): void {
  let frame = document.getElementById(FRAME_ID) as HTMLIFrameElement | null;
  if (!frame) {
    frame = document.createElement('iframe');
    frame.id = FRAME_ID;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;width:0;height:0;border:0;left:-10000px;top:0';
    document.body.appendChild(frame);
  }
  const page = frame.contentDocument!;
  page.open();
  page.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
  page.close();
  page.title = title;
  const heading = page.createElement('h1');
  heading.textContent = title;
  const content = page.createElement('div');
  content.innerHTML = sanitizeHtml(html);
  page.body.style.fontFamily = 'system-ui, sans-serif';
  page.body.append(heading, content);
  frame.contentWindow!.focus();
  frame.contentWindow!.print();
}
