import { headlessPage } from '../page/headlessPage';
import { setPageAdapter } from '../page/pageAdapter';
import { PointerController, type PointerSink } from './PointerController';

/** The engine's element as the controller uses it: events, and where it sits on the page. */
class Element extends EventTarget {
  getBoundingClientRect() {
    return { left: 10, top: 20 } as DOMRect;
  }
}

const pointer = (type: string, fields: Record<string, unknown>) =>
  Object.assign(new Event(type), {
    button: 0,
    pointerId: 1,
    shiftKey: false,
    pointerType: 'mouse',
    ...fields,
  });

/** A finger's event at `time` (ms on the page's clock). */
const finger = (type: string, id: number, x: number, y: number, time: number) =>
  Object.defineProperty(
    pointer(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: y }),
    'timeStamp',
    {
      value: time,
    },
  );

describe('PointerController on a headless page', () => {
  const page = headlessPage();
  let restore: () => void;
  beforeEach(() => (restore = setPageAdapter(page)));
  afterEach(() => restore());

  function controller() {
    const calls: string[] = [];
    const log = (name: string) => (p?: { screen: { x: number; y: number } }) =>
      calls.push(p ? `${name} ${p.screen.x},${p.screen.y}` : name);
    const sink = {
      toGraph: (screen) => screen,
      down: log('down'),
      move: log('move'),
      up: log('up'),
      cancel: log('cancel'),
      wheel: () => {},
      doubleClick: log('doubleClick'),
      contextMenu: log('contextMenu'),
      longPress: (p) => {
        log('longPress')(p);
        return p.screen.x > 100;
      },
      pinch: (step) =>
        calls.push(`pinch ${step.scale.toFixed(2)} ${step.from.x},${step.from.y}>${step.to.x},${step.to.y}`),
    } as PointerSink;
    const element = new Element();
    return { calls, element, control: new PointerController(element as unknown as HTMLElement, sink) };
  }

  it("reports a gesture in the element's coordinates, and Escape pressed on the page cancels it", () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(pointer('pointerdown', { clientX: 15, clientY: 25 }));
    element.dispatchEvent(pointer('pointermove', { clientX: 40, clientY: 60 }));
    page.keys.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Escape' }));
    // The gesture is over: its pointer's release is not an `up`.
    element.dispatchEvent(pointer('pointerup', { clientX: 40, clientY: 60 }));
    expect(calls).toEqual(['down 5,5', 'move 30,40', 'cancel']);
    control.destroy();
  });

  it("stops hearing the page's keys once destroyed", () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(pointer('pointerdown', { clientX: 10, clientY: 20 }));
    control.destroy();
    page.keys.dispatchEvent(Object.assign(new Event('keydown'), { key: 'Escape' }));
    expect(calls).toEqual(['down 0,0']);
  });

  it('turns a second finger into a pinch: the first gesture is cancelled, each move zooms and pans', () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(finger('pointerdown', 1, 110, 120, 0));
    element.dispatchEvent(finger('pointerdown', 2, 210, 120, 10));
    // The fingers spread from 100 to 200 px apart, their midpoint from (150,100) to (200,100).
    element.dispatchEvent(finger('pointermove', 2, 310, 120, 20));
    element.dispatchEvent(finger('pointerup', 2, 310, 120, 30));
    // One finger left: it drives nothing until it is lifted too.
    element.dispatchEvent(finger('pointermove', 1, 150, 150, 40));
    element.dispatchEvent(finger('pointerup', 1, 150, 150, 50));
    expect(calls).toEqual(['down 100,100', 'cancel', 'pinch 2.00 150,100>200,100']);
    // The long press the first finger had begun never fires.
    expect(page.runDelayed()).toBe(0);
    control.destroy();
  });

  it('a finger resting still is a long press; once it is, its release is no click', () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(finger('pointerdown', 1, 20, 30, 0));
    element.dispatchEvent(finger('pointermove', 1, 24, 33, 5));
    expect(page.runDelayed()).toBe(1);
    // Decided at the next frame, after any input already waiting.
    expect(calls).toEqual(['down 10,10', 'move 14,13']);
    page.runFrames(600);
    element.dispatchEvent(finger('pointermove', 1, 60, 70, 600));
    element.dispatchEvent(finger('pointerup', 1, 60, 70, 700));
    // The sink answered false (a menu): the finger's moves and release are not the tool's.
    expect(calls).toEqual(['down 10,10', 'move 14,13', 'longPress 10,10']);
    control.destroy();
  });

  it('a long press the sink keeps (a box on the background) goes on with the finger', () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(finger('pointerdown', 1, 200, 30, 0));
    page.runDelayed();
    page.runFrames(600);
    element.dispatchEvent(finger('pointermove', 1, 260, 90, 600));
    element.dispatchEvent(finger('pointerup', 1, 260, 90, 700));
    expect(calls).toEqual(['down 190,10', 'longPress 190,10', 'move 250,70', 'up 250,70']);
    control.destroy();
  });

  it('a release that came before the long press was decided is a tap, not a long press', () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(finger('pointerdown', 1, 20, 30, 0));
    page.runDelayed();
    element.dispatchEvent(finger('pointerup', 1, 20, 30, 100));
    page.runFrames(600);
    expect(calls).toEqual(['down 10,10', 'up 10,10']);
    control.destroy();
  });

  it('a finger that moves is no long press and no tap', () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(finger('pointerdown', 1, 20, 30, 0));
    element.dispatchEvent(finger('pointermove', 1, 60, 30, 5));
    expect(page.runDelayed()).toBe(0);
    element.dispatchEvent(finger('pointerup', 1, 60, 30, 10));
    element.dispatchEvent(finger('pointerdown', 1, 60, 30, 20));
    element.dispatchEvent(finger('pointerup', 1, 60, 30, 30));
    expect(calls.filter((c) => c.startsWith('doubleClick'))).toEqual([]);
    page.runDelayed();
    control.destroy();
  });

  it("two quick taps near each other are a double tap; the browser's own dblclick after a touch is dropped", () => {
    const { calls, element, control } = controller();
    element.dispatchEvent(finger('pointerdown', 1, 20, 30, 1000));
    element.dispatchEvent(finger('pointerup', 1, 20, 30, 1050));
    element.dispatchEvent(finger('pointerdown', 1, 24, 32, 1200));
    element.dispatchEvent(finger('pointerup', 1, 24, 32, 1250));
    const dblclick = Object.defineProperty(pointer('dblclick', { clientX: 24, clientY: 32 }), 'timeStamp', {
      value: 1260,
    });
    element.dispatchEvent(dblclick);
    expect(calls).toEqual(['down 10,10', 'up 10,10', 'down 14,12', 'up 14,12', 'doubleClick 14,12']);
    // Too slow for a double tap: two taps.
    element.dispatchEvent(finger('pointerdown', 1, 20, 30, 3000));
    element.dispatchEvent(finger('pointerup', 1, 20, 30, 3050));
    element.dispatchEvent(finger('pointerdown', 1, 20, 30, 3500));
    element.dispatchEvent(finger('pointerup', 1, 20, 30, 3550));
    expect(calls.filter((c) => c.startsWith('doubleClick'))).toHaveLength(1);
    page.runDelayed();
    control.destroy();
  });
});
