import { observable, runInAction } from 'mobx';
import { EngineCore } from '@mapa/engine';
import type { PresenceEntry, PresenceUpdate } from '@mapa/model';
import { MapState } from '@mapa/model';
import { connectPresence, type PointerSurface, type PresenceEngine } from './connectPresence';
import { POINTER_STILL_MS, PresenceStore } from './PresenceStore';
import type { PresenceStreamEvent } from '../../sync/mapEventStream';

// The real engine core (camera, selection, events), the real store on jest's fake clock; faked are only the
// network (posts and the event stream) and the canvas element (no DOM in this environment).

/** The canvas element: at (100, 50) on the page, 800×600. */
class Surface extends EventTarget implements PointerSurface {
  getBoundingClientRect(): DOMRect {
    return { left: 100, top: 50, x: 100, y: 50, width: 800, height: 600, right: 900, bottom: 650 } as DOMRect;
  }
  move(clientX: number, clientY: number): void {
    this.dispatchEvent(Object.assign(new Event('pointermove'), { clientX, clientY }));
  }
  leave(): void {
    this.dispatchEvent(new Event('pointerleave'));
  }
}

const entry = (session: string, user: string, patch: Partial<PresenceEntry> = {}): PresenceEntry => ({
  session,
  user,
  name: `Name ${user}`,
  role: 'editor',
  selection: [],
  pointer: null,
  ...patch,
});

function setup(options: { reader?: boolean } = {}) {
  const ui = observable({ presenting: false });
  const core = new EngineCore({ invalidate: () => {}, now: () => Date.now() });
  core.camera.setSize(800, 600);
  core.load(
    MapState.fromDocument({ nodes: [], edges: [], version: 0, htmlContent: '', canvas: {}, settings: null }),
  );
  core.panTo({ x: 0, y: 0 });
  core.zoomTo(1);
  // MapEngine's own three methods, as MapEngineImpl forwards them to its core.
  const engine: PresenceEngine = {
    screenToGraph: (p) => core.camera.screenToGraph(p),
    on: (event, handler) => core.emitter.on(event, handler),
    setRemotePresence: (peers) => core.setRemotePresence(peers),
  };
  const posted: PresenceUpdate[] = [];
  const postedAt: number[] = [];
  let listener: (event: PresenceStreamEvent) => void = () => {};
  const presence = new PresenceStore({
    post: async (update) => {
      posted.push(update);
      postedAt.push(Date.now());
    },
    subscribe: (l) => {
      listener = l;
      return () => (listener = () => {});
    },
    mayPoint: () => !options.reader || ui.presenting,
    presenting: () => ui.presenting,
  });
  const stop = presence.start();
  const surface = new Surface();
  const off = connectPresence(engine, presence, surface);
  const hear = (event: PresenceStreamEvent) => listener(event);
  hear({ type: 'hello', hello: { session: 'mine0000', user: 'me' } });
  const disconnect = () => {
    for (const f of off) f();
    stop();
  };
  return { core, presence, surface, posted, postedAt, hear, ui, disconnect };
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('connectPresence', () => {
  it('sends the pointer where it is on the map, at most ten times a second, the latest each time', () => {
    const { surface, posted, postedAt, disconnect } = setup();
    // Page (500, 350) is canvas (400, 300): the view's centre, map (0, 0) at zoom 1.
    surface.move(500, 350);
    expect(posted).toEqual([{ session: 'mine0000', selection: [], pointer: { x: 0, y: 0 } }]);
    for (let i = 1; i <= 50; i++) {
      jest.advanceTimersByTime(10);
      surface.move(500 + i, 350);
    }
    jest.advanceTimersByTime(100);
    // 500 ms of moves every 10 ms: a post every 100 ms (0 … 600 ms, the last with the final place), not fifty.
    for (let i = 1; i < postedAt.length; i++)
      expect(postedAt[i] - postedAt[i - 1]).toBeGreaterThanOrEqual(100);
    expect(posted.length).toBe(7);
    expect(posted.at(-1)!.pointer).toEqual({ x: 50, y: 0 });
    surface.leave();
    jest.advanceTimersByTime(100);
    expect(posted.at(-1)!.pointer).toBeNull();
    disconnect();
  });

  it('sends the pointer again when the camera moves under a still mouse', () => {
    const { core, surface, posted, disconnect } = setup();
    surface.move(500, 350);
    jest.advanceTimersByTime(1_000);
    const before = posted.length;
    core.panBy(-120, 0); // the map moves left under the mouse: it now points 120 further right on the map
    jest.advanceTimersByTime(100);
    expect(posted.length).toBe(before + 1);
    expect(posted.at(-1)!.pointer).toEqual({ x: 120, y: 0 });
    // Once the mouse has left, a camera move sends nothing.
    surface.leave();
    jest.advanceTimersByTime(100);
    const left = posted.length;
    core.panBy(50, 0);
    jest.advanceTimersByTime(100);
    expect(posted.length).toBe(left);
    disconnect();
  });

  it('sends the selection made on the canvas', () => {
    const { core, posted, disconnect } = setup();
    core.select({ nodes: ['a', 'b'] });
    jest.advanceTimersByTime(100);
    expect(posted.at(-1)).toEqual({ session: 'mine0000', selection: ['a', 'b'], pointer: null });
    disconnect();
  });

  it("draws the others' pointers on the engine and hides one still for 5 s", () => {
    const { core, hear, disconnect } = setup();
    hear({
      type: 'entry',
      entry: entry('other001', 'ana', { pointer: { x: 10, y: 20 }, selection: ['n1'] }),
    });
    expect(core.remotePresence).toEqual([
      expect.objectContaining({
        id: 'other001',
        name: 'Name ana',
        pointer: { x: 10, y: 20 },
        selection: ['n1'],
      }),
    ]);
    jest.advanceTimersByTime(POINTER_STILL_MS - 1);
    expect(core.remotePresence[0].pointer).toEqual({ x: 10, y: 20 });
    jest.advanceTimersByTime(1);
    expect(core.remotePresence[0].pointer).toBeNull();
    expect(core.remotePresence[0].selection).toEqual(['n1']); // the selection stays
    hear({
      type: 'entry',
      entry: entry('other001', 'ana', { pointer: { x: 11, y: 20 }, selection: ['n1'] }),
    });
    expect(core.remotePresence[0].pointer).toEqual({ x: 11, y: 20 });
    disconnect();
    expect(core.remotePresence).toEqual([]);
  });

  it('a reader sends its selection but no pointer, unless presenting', () => {
    const { core, surface, posted, ui, disconnect } = setup({ reader: true });
    surface.move(500, 350);
    core.select({ nodes: ['a'] });
    jest.advanceTimersByTime(1_000);
    expect(posted.length).toBeGreaterThan(0);
    for (const update of posted) expect(update.pointer).toBeNull();
    runInAction(() => (ui.presenting = true));
    surface.move(510, 350);
    jest.advanceTimersByTime(100);
    expect(posted.at(-1)).toEqual({
      session: 'mine0000',
      selection: ['a'],
      pointer: { x: 10, y: 0 },
      presenting: true,
    });
    // Presenting ends with the mouse still on the canvas: the pointer is taken away at once.
    runInAction(() => (ui.presenting = false));
    jest.advanceTimersByTime(100);
    expect(posted.at(-1)).toEqual({ session: 'mine0000', selection: ['a'], pointer: null });
    disconnect();
  });

  it('stops listening to the canvas once disconnected', () => {
    const { surface, posted, disconnect } = setup();
    disconnect();
    surface.move(500, 350);
    jest.advanceTimersByTime(1_000);
    expect(posted).toEqual([]);
  });
});
