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
  Object.assign(new Event(type), { button: 0, pointerId: 1, shiftKey: false, ...fields });

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
});
