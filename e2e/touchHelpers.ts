import type { CDPSession, Page } from '@playwright/test';

type Point = { x: number; y: number };

/**
 * Fingers on the page through the browser's own touch input (CDP `Input.dispatchTouchEvent`), as a touch screen
 * sends them: the page sees touch pointer events, never emulated mouse ones. Each call takes the fingers' page
 * positions in order (finger 0, finger 1…).
 */
export class Fingers {
  private constructor(private readonly cdp: CDPSession) {}

  static async on(page: Page): Promise<Fingers> {
    return new Fingers(await page.context().newCDPSession(page));
  }

  private points(at: Point[]) {
    return at.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 }));
  }

  async down(...at: Point[]): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: this.points(at) });
  }

  async move(...at: Point[]): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: this.points(at) });
  }

  async up(): Promise<void> {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  /** Moves the fingers from `from` to `to` in `steps` moves, then lifts them. */
  async drag(from: Point[], to: Point[], steps = 8): Promise<void> {
    await this.down(...from);
    for (let i = 1; i <= steps; i++)
      await this.move(
        ...from.map((f, n) => ({
          x: f.x + ((to[n].x - f.x) * i) / steps,
          y: f.y + ((to[n].y - f.y) * i) / steps,
        })),
      );
    await this.up();
  }

  /**
   * A quick tap: down and up on one spot, sent together so that a busy machine cannot stretch it into a long
   * press (each message otherwise waits for the page to handle the one before).
   */
  async tap(at: Point): Promise<void> {
    await Promise.all([this.down(at), this.up()]);
  }

  /** Two quick taps on one spot, sent together (see `tap`). */
  async doubleTap(at: Point): Promise<void> {
    await Promise.all([this.down(at), this.up(), this.down(at), this.up()]);
  }
}

/** The editor's camera through its test hook: zoom and the graph point at the canvas's centre. */
export async function camera(page: Page): Promise<{ zoom: number; center: Point }> {
  return page.evaluate(() => {
    const hook = (
      window as unknown as { __mapa: { engine: { getViewport(): { zoom: number; center: Point } } } }
    ).__mapa;
    const { zoom, center } = hook.engine.getViewport();
    return { zoom, center: { x: center.x, y: center.y } };
  });
}

/** The graph point shown at a page position. */
export async function graphAt(page: Page, at: Point): Promise<Point> {
  return page.evaluate((p) => {
    const hook = (window as unknown as { __mapa: { engine: { screenToGraph(p: Point): Point } } }).__mapa;
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return hook.engine.screenToGraph({ x: p.x - rect.left, y: p.y - rect.top });
  }, at);
}
