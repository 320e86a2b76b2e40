import { Ticker } from 'pixi.js';

let holds = 0;

/**
 * Stops PixiJS's page-wide system ticker until every hold is released. PixiJS runs it by itself from the first
 * renderer on (its garbage-collection clock), one `requestAnimationFrame` callback per display frame for as long
 * as the page lives, even while nothing is drawn; a covered canvas (the text view) needs none of it. Returns the
 * release, which starts the ticker again when it was the last hold (calling it twice releases once).
 */
export function holdSystemTicker(): () => void {
  if (holds++ === 0) Ticker.system.stop();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holds === 0) Ticker.system.start();
  };
}

/** Whether PixiJS's system ticker runs (false while held). */
export function systemTickerRunning(): boolean {
  return Ticker.system.started;
}
